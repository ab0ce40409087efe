/** Joins the truthy class names: `cn('a', busy && 'b')`. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
