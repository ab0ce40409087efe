import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { type ComponentProps, useCallback, useRef } from 'react';
import { cn } from './class-names';
import { fieldClasses } from './input';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

/** The closed select; give it the `id` a <Label htmlFor> points to. */
export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(fieldClasses, 'flex h-11 items-center justify-between gap-2 text-start', className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon>
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * While the list is open Radix hides the rest of the page from screen readers (aria-hidden) and holds focus
 * in the list, but the page's links and fields stay focusable underneath; making the page inert as well keeps
 * the two in step (WCAG 4.1.2). `release` runs as the list closes, before Radix gives focus back to the trigger.
 */
function useInertPageBehind() {
  const madeInert = useRef<Element[]>([]);
  const release = useCallback(() => {
    for (const element of madeInert.current) element.removeAttribute('inert');
    madeInert.current = [];
  }, []);
  const hold = useCallback(
    (list: HTMLElement | null) => {
      release();
      if (!list) return;
      for (const element of document.body.children) {
        if (element.contains(list) || element.hasAttribute('inert') || element.tagName === 'SCRIPT') continue;
        element.setAttribute('inert', '');
        madeInert.current.push(element);
      }
    },
    [release],
  );
  return { hold, release };
}

export function SelectContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  const pageBehind = useInertPageBehind();
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        ref={pageBehind.hold}
        onCloseAutoFocus={(event) => {
          pageBehind.release();
          onCloseAutoFocus?.(event);
        }}
        position="popper"
        sideOffset={4}
        className={cn(
          'z-50 max-h-72 min-w-(--radix-select-trigger-width) overflow-y-auto rounded-lg border border-line bg-white shadow-lg',
          className,
        )}
        {...props}
      >
        {/* The list itself scrolls rather than Radix's viewport inside it: a scrolling region must be reachable
            by keyboard (WCAG 2.1.1), and the list is the combobox's popup, whose options take focus in turn. */}
        <SelectPrimitive.Viewport className="p-1" style={{ overflow: 'visible' }}>
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex min-h-10 cursor-default items-center rounded-md py-2 pe-3 ps-8 text-sm text-ink outline-none select-none',
        'data-highlighted:bg-brand-soft data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex">
        <Check aria-hidden="true" className="size-4" />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
