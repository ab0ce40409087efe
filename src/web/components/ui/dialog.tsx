import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { t } from '../../lib/i18n';
import { Button } from './button';
import { cn } from './class-names';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClasses = 'fixed inset-0 z-40 bg-stone-950/50 data-[state=open]:animate-fade-in';

const closeButtonClasses = cn(
  'absolute top-3 end-3 inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-stone-100',
  'focus-visible:outline-2 focus-visible:outline-focus',
);

type ContentProps = ComponentProps<typeof DialogPrimitive.Content>;

/**
 * A press on a toast (closing it) is not a press outside the dialog: the dialog, and what was typed in it,
 * stay. Toasts raised while a dialog is open stand at the top, clear of its actions (lib/notify.ts).
 */
function stayOpenForToasts(onInteractOutside: ContentProps['onInteractOutside']): ContentProps['onInteractOutside'] {
  return (event) => {
    if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault();
    onInteractOutside?.(event);
  };
}

/** A centred modal dialog with a close button labelled for screen readers. */
export function DialogContent({ className, children, onInteractOutside, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        onInteractOutside={stayOpenForToasts(onInteractOutside)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close aria-label={t('Close')} className={closeButtonClasses}>
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The same dialog sliding in from the side: the mobile menu. */
export function SheetContent({ className, children, onInteractOutside, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 end-0 z-50 flex w-[85%] max-w-xs flex-col overflow-y-auto bg-white p-5 shadow-xl',
          'focus:outline-none data-[state=open]:animate-slide-in',
          className,
        )}
        onInteractOutside={stayOpenForToasts(onInteractOutside)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close aria-label={t('Close menu')} className={closeButtonClasses}>
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog covering the whole screen on a dark backdrop: the photo viewer. */
export function FullScreenDialogContent({ className, children, onInteractOutside, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-950/95 data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn('fixed inset-0 z-50 flex flex-col bg-stone-950 text-white focus:outline-none', className)}
        onInteractOutside={stayOpenForToasts(onInteractOutside)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={t('Close')}
          className="absolute top-3 end-3 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <X aria-hidden="true" className="size-6" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-ink', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}

/** A dialog's title and what it is for, kept clear of the close button. */
export function DialogHeader({ title, description }: { title: string; description: ReactNode }) {
  return (
    <div className="grid gap-1 pe-8">
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </div>
  );
}

/** Cancel, then the dialog's own action: stacked with the action on top on a phone, in a row when wider. */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <DialogClose asChild>
        <Button variant="outline">{t('Cancel')}</Button>
      </DialogClose>
      {children}
    </div>
  );
}

interface FormDialogProps {
  title: string;
  description: ReactNode;
  /** The button that opens the dialog, when it opens itself; otherwise pass `open` and `onOpenChange`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The form; given `close` to call once it is done. It unmounts on close, so reopening starts afresh. */
  children: (close: () => void) => ReactNode;
}

/** A dialog that holds one form under its title and description. */
export function FormDialog({ title, description, trigger, open, onOpenChange, children }: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <div className="grid gap-4">
          <DialogHeader title={title} description={description} />
          {children(() => setOpen(false))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
