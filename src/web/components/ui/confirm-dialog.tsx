import { AlertDialog } from 'radix-ui';
import { createContext, type FormEvent, type ReactNode, use, useCallback, useRef, useState } from 'react';
import { Button } from './button';
import { cn } from './class-names';
import { DestructiveButton } from './destructive-button';
import { FormField } from './form-field';
import { Input } from './input';
import { Textarea } from './textarea';

export interface ConfirmRequest {
  title: string;
  /** What changes, in the person's words: who or what it names and what happens to them. */
  description: ReactNode;
  /** The confirming button's text, e.g. 'Make Admin', 'Delete'. */
  confirmLabel: string;
  /** 'danger' for what destroys or takes away (red button); 'default' otherwise. */
  tone?: 'danger' | 'default';
  /** A word typed before confirming (SPEC's DELETE, DELETE USER); the caller compares what was typed. */
  typeToConfirm?: string;
  /** A text asked with the confirmation, e.g. a ban's reason; the caller checks it. */
  reason?: { label: string; maxLength?: number };
}

/** What the person answered: null when they cancelled, else what they typed (empty when nothing was asked). */
export type ConfirmAnswer = { typed: string; reason: string } | null;

type Ask = (request: ConfirmRequest) => Promise<ConfirmAnswer>;

const ConfirmContext = createContext<Ask | null>(null);

/**
 * The product's own confirmation, in place of the browser's confirm() and prompt():
 * `if (!(await confirm({ title, description, confirmLabel }))) return;`
 */
export function useConfirm(): Ask {
  const ask = use(ConfirmContext);
  if (!ask) throw new Error('useConfirm needs a ConfirmProvider above it');
  return ask;
}

interface Pending {
  request: ConfirmRequest;
  resolve: (answer: ConfirmAnswer) => void;
}

/** Holds the one confirmation dialog of the page; a second request while one is open cancels the first. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const ask = useCallback<Ask>(
    (request) =>
      new Promise<ConfirmAnswer>((resolve) => {
        current.current?.resolve(null);
        const next = { request, resolve };
        current.current = next;
        setPending(next);
      }),
    [],
  );

  const settle = useCallback((answer: ConfirmAnswer) => {
    current.current?.resolve(answer);
    current.current = null;
    setPending(null);
  }, []);

  return (
    <ConfirmContext value={ask}>
      {children}
      <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && settle(null)}>
        {pending && <ConfirmContent request={pending.request} onAnswer={settle} />}
      </AlertDialog.Root>
    </ConfirmContext>
  );
}

function ConfirmContent({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (answer: ConfirmAnswer) => void }) {
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const { title, description, confirmLabel, tone = 'default', typeToConfirm, reason: reasonField } = request;
  const ConfirmButton = tone === 'danger' ? DestructiveButton : Button;

  function submit(event: FormEvent) {
    event.preventDefault();
    onAnswer({ typed, reason: reason.trim() });
  }

  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50 data-[state=open]:animate-fade-in" />
      <AlertDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
        )}
      >
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1">
            <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted">{description}</AlertDialog.Description>
          </div>
          {reasonField && (
            <FormField id="confirm-reason" label={reasonField.label}>
              {(control) => (
                <Textarea
                  autoFocus
                  maxLength={reasonField.maxLength}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  {...control}
                />
              )}
            </FormField>
          )}
          {typeToConfirm && (
            <FormField id="confirm-typed" label={`Type ${typeToConfirm} to confirm`}>
              {(control) => (
                <Input
                  autoFocus={!reasonField}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  {...control}
                />
              )}
            </FormField>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <ConfirmButton type="submit">{confirmLabel}</ConfirmButton>
          </div>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
