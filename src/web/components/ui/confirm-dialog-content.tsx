import { AlertDialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { t } from '../../lib/i18n';
import { Button } from './button';
import { cn } from './class-names';
import type { ConfirmAnswer, ConfirmRequest } from './confirm-dialog';
import { DestructiveButton } from './destructive-button';
import { FormField } from './form-field';
import { Input } from './input';
import { Textarea } from './textarea';

/** The confirmation dialog itself, loaded when a page first asks (components/ui/confirm-dialog.tsx). */
export function ConfirmDialog({
  request,
  onAnswer,
}: {
  request: ConfirmRequest;
  onAnswer: (answer: ConfirmAnswer) => void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onAnswer(null)}>
      <ConfirmContent request={request} onAnswer={onAnswer} />
    </AlertDialog.Root>
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
            <FormField id="confirm-typed" label={t('Type {word} to confirm', { word: typeToConfirm })}>
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
              <Button variant="outline">{t('Cancel')}</Button>
            </AlertDialog.Cancel>
            <ConfirmButton type="submit">{confirmLabel}</ConfirmButton>
          </div>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
