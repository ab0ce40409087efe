/** Closes `popover` if it is open (the browser's popover attribute; a browser without it has nothing open). */
export function closePopover(popover: HTMLElement | null) {
  if (popover?.matches(':popover-open')) popover.hidePopover();
}
