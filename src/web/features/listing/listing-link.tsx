import type { ComponentProps, KeyboardEvent, MouseEvent } from 'react';

interface ListingLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'onClick' | 'role'> {
  /** The listing's address with the change made: followed by the browser before the page's code has run. */
  href: string;
  /** The same change, made in place once the code is here (no new page). */
  onFollow: () => void;
}

/**
 * A control of the listing that changes its URL (a filter chip, the view, Clear filters): a button to
 * screen readers and the keyboard, a link underneath, so a tap works from the first paint (issue 40). A
 * link opened in a new tab is left to the browser.
 */
export function ListingLink({ href, onFollow, onKeyDown, ...props }: ListingLinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow();
  }
  // A button answers Space as well as Enter.
  function press(event: KeyboardEvent<HTMLAnchorElement>) {
    onKeyDown?.(event);
    if (event.key !== ' ' || event.defaultPrevented) return;
    event.preventDefault();
    onFollow();
  }
  // biome-ignore lint/a11y/useSemanticElements: a link, so that the browser follows it before the page's code has run
  return <a href={href} role="button" onClick={follow} onKeyDown={press} {...props} />;
}
