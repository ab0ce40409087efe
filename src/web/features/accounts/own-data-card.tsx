import { Download, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/class-names';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { DestructiveButton } from '../../components/ui/destructive-button';
import { t } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { formerMember, OWN_DATA_PATH, useDeleteAccount } from './own-data-queries';

/**
 * Issue 33, a person's own data: 'Download my data' (a JSON file of everything kept about them) and
 * 'Delete my account', confirmed by typing the account's email.
 */
export function OwnDataCard({ email }: { email: string }) {
  const confirm = useConfirm();
  const deleteAccount = useDeleteAccount();

  async function onDelete() {
    const answer = await confirm({
      title: t('Delete your account?'),
      description: t(
        'Your profile, passport stamps and notes, chats and subscriptions are deleted, and every device is signed out. Your reviews stay, signed {signature}. This action cannot be undone.',
        { signature: formerMember() },
      ),
      confirmLabel: t('Delete my account'),
      tone: 'danger',
      typeToConfirm: email,
    });
    if (!answer) return;
    if (answer.typed.trim().toLowerCase() !== email.toLowerCase()) {
      notifyError(t('Deletion Cancelled'), t('The confirmation text did not match.'));
      return;
    }
    deleteAccount.mutate(email);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Your Data')}</CardTitle>
        <CardDescription>
          {t('A file of your profile, reviews, passport, chats, subscriptions and reports, made when you ask.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {/* A plain link: the browser saves the server's answer as a file, with the session's cookie. */}
        <a href={OWN_DATA_PATH} download className={cn(buttonClasses('outline', 'md'), 'justify-self-start')}>
          <Download aria-hidden="true" className="size-4" />
          {t('Download my data')}
        </a>
        <div className="grid gap-2 border-t border-line pt-4">
          <p className="text-sm text-muted">
            {t(
              'Deleting your account removes it for good. If you run a business, it must first be handed over or deleted.',
            )}
          </p>
          <DestructiveButton className="justify-self-start" disabled={deleteAccount.isPending} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Delete my account')}
          </DestructiveButton>
        </div>
      </CardContent>
    </Card>
  );
}
