import { Ban, ShieldCheck, ShieldOff, Store, Trash2, Undo2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import type { AdminUser } from '../admin-queries';
import { userName } from '../admin-queries';
import { AssignOwnerDialog } from './assign-owner-dialog';
import { useBanUser, useDeleteUser, useSetUserRole, useUnbanUser, useUnlinkBusinessOwner } from './user-mutations';

/** SPEC §9 confirmation text, typed exactly to delete an account. */
export const DELETE_USER_TEXT = 'DELETE USER';

/** "Noor Bakery", "Noor Bakery and Date Palm" */
function businessNames(user: AdminUser): string {
  const names = user.businesses.map((b) => b.name);
  return names.length > 1
    ? t('{names} and {last}', { names: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' })
    : (names[0] ?? '');
}

/**
 * SPEC §4 User role and §5 Destructive confirmations: the actions on someone else's row. Each asks first
 * in the product's dialog, naming the person and what changes for them.
 */
export function UserActions({ user }: { user: AdminUser }) {
  const setRole = useSetUserRole();
  const unlink = useUnlinkBusinessOwner();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const remove = useDeleteUser();
  const confirm = useConfirm();
  const [assigning, setAssigning] = useState(false);
  const name = userName(user);
  const busy = [setRole, unlink, ban, unban, remove].some((mutation) => mutation.isPending);
  const isAdmin = user.role === 'admin';
  const ownsBusiness = user.businesses.length > 0 || user.role === 'business_owner';
  const owned = businessNames(user);

  async function onToggleAdmin() {
    const answer = isAdmin
      ? await confirm({
          title: t("Remove {name}''s admin role?", { name }),
          description: owned
            ? t(
                '{name} becomes a regular user and loses the admin dashboard. They stay linked to {businesses} but cannot manage it until you make them its business owner again.',
                { name, businesses: owned },
              )
            : t('{name} becomes a regular user and loses the admin dashboard.', { name }),
          confirmLabel: t('Remove Admin'),
          tone: 'danger',
        })
      : await confirm({
          title: t('Make {name} an admin?', { name }),
          description: t(
            '{name} will be able to approve, edit and delete every listing, manage every account and read all messages.',
            { name },
          ),
          confirmLabel: t('Make Admin'),
        });
    if (answer) setRole.mutate({ user, role: isAdmin ? 'user' : 'admin' });
  }

  async function onUnlink() {
    const answer = await confirm({
      title: t('Unlink {name}?', { name }),
      description: owned
        ? t(
            '{name} no longer owns {businesses} and becomes a regular user without a business dashboard. The listings stay on the site without an owner.',
            { name, businesses: owned },
          )
        : t(
            '{name} no longer owns any business and becomes a regular user without a business dashboard. The listings stay on the site without an owner.',
            { name },
          ),
      confirmLabel: t('Unlink'),
      tone: 'danger',
    });
    if (answer) unlink.mutate(user);
  }

  async function onBan() {
    const answer = await confirm({
      title: t('Ban {name}?', { name }),
      description: t('They are signed out and cannot sign in until unbanned. The reason is kept with the account.'),
      confirmLabel: t('Ban'),
      tone: 'danger',
      reason: { label: t('Why is {name} banned?', { name }), maxLength: 1000 },
    });
    if (!answer) return;
    if (!answer.reason) {
      notifyError(t('User ban was cancelled - no reason provided.'));
      return;
    }
    ban.mutate({ user, reason: answer.reason });
  }

  async function onUnban() {
    const answer = await confirm({
      title: t('Unban {name}?', { name }),
      description: t('They can sign in again.'),
      confirmLabel: t('Unban'),
    });
    if (answer) unban.mutate(user);
  }

  async function onDelete() {
    const answer = await confirm({
      title: t("Delete {name}''s account?", { name }),
      description: t(
        'Their businesses and the messages sent from their email are deleted too. This action cannot be undone.',
      ),
      confirmLabel: t('Delete Account'),
      tone: 'danger',
      typeToConfirm: DELETE_USER_TEXT,
    });
    if (!answer) return;
    if (answer.typed !== DELETE_USER_TEXT) {
      notifyError(t('Deletion Cancelled'), t('The confirmation text did not match.'));
      return;
    }
    remove.mutate(user);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" disabled={busy} onClick={onToggleAdmin}>
        {isAdmin ? (
          <ShieldOff aria-hidden="true" className="size-4" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-4" />
        )}
        {isAdmin ? t('Remove Admin') : t('Make Admin')}
      </Button>
      {!isAdmin && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => setAssigning(true)}>
          <Store aria-hidden="true" className="size-4" />
          {t('Make business owner')}
        </Button>
      )}
      {ownsBusiness && (
        <Button variant="outline" size="sm" disabled={busy} onClick={onUnlink}>
          <Unlink aria-hidden="true" className="size-4" />
          {t('Unlink')}
        </Button>
      )}
      {user.banned ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={onUnban}>
          <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('Unban')}
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={busy} onClick={onBan}>
          <Ban aria-hidden="true" className="size-4 text-danger" />
          {t('Ban')}
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={busy} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4 text-danger" />
        {t('Delete')}
      </Button>
      <AssignOwnerDialog user={user} open={assigning} onOpenChange={setAssigning} />
    </div>
  );
}
