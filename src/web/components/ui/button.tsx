import { type ComponentProps, cloneElement, isValidElement } from 'react';
import { cn } from './class-names';

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  accent: 'bg-accent text-ink hover:bg-accent-strong',
  outline: 'border border-line bg-white text-ink hover:bg-stone-100',
  /** On a dark (brand) background. */
  inverse: 'border border-white/70 text-white hover:bg-white/10',
  ghost: 'text-ink hover:bg-stone-100',
  link: 'text-brand underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    variant !== 'link' && sizes[size],
  );
}

export function Button({ variant, size, asChild = false, className, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  // The child (a link) keeps its own props and takes the button's look; every page has buttons, so this is
  // done here rather than with a slot library in every page's first download.
  if (asChild)
    return isValidElement<{ className?: string }>(children)
      ? cloneElement(children, { ...props, className: cn(classes, children.props.className) })
      : null;
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
