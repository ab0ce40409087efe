import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useRef, useState } from 'react';

// The dialog's code (radix's alert dialog, focus trap, scroll lock) loads when a page first asks.
const ConfirmDialog = lazy(async () => ({ default: (await import('./confirm-dialog-content')).ConfirmDialog }));

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
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog request={pending.request} onAnswer={settle} />
        </Suspense>
      )}
    </ConfirmContext>
  );
}
