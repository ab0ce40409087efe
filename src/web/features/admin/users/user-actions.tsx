import { Ban, ShieldCheck, ShieldOff, Store, Trash2, Undo2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notifyError } from '../../../lib/notify';
import { useBanUser, useDeleteUser, useSetUserRole, useUnbanUser, useUnlinkBusinessOwner } from '../admin-mutations';
import type { AdminUser } from '../admin-queries';
import { userName } from '../admin-queries';
import { AssignOwnerDialog } from './assign-owner-dialog';

/** SPEC §9 confirmation text, typed exactly to delete an account. */
export const DELETE_USER_TEXT = 'DELETE USER';

/** SPEC §4 User role and §5 Destructive confirmations: the actions on someone else's row. */
export function UserActions({ user }: { user: AdminUser }) {
  const setRole = useSetUserRole();
  const unlink = useUnlinkBusinessOwner();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const remove = useDeleteUser();
  const [assigning, setAssigning] = useState(false);
  const name = userName(user);
  const busy = [setRole, unlink, ban, unban, remove].some((mutation) => mutation.isPending);
  const isAdmin = user.role === 'admin';
  const ownsBusiness = user.businesses.length > 0 || user.role === 'business_owner';

  function onBan() {
    if (!window.confirm(`Ban ${name}? They are signed out and cannot sign in until unbanned.`)) return;
    const reason = window.prompt(`Why is ${name} banned? The reason is kept with the account.`)?.trim();
    if (!reason) {
      notifyError('User ban was cancelled - no reason provided.');
      return;
    }
    ban.mutate({ user, reason });
  }

  function onUnban() {
    if (!window.confirm(`Unban ${name}? They can sign in again.`)) return;
    unban.mutate(user);
  }

  function onDelete() {
    const confirmed = window.confirm(
      `Delete ${name}'s account? Their businesses and the messages sent from their email are deleted too. This action cannot be undone.`,
    );
    if (!confirmed) return;
    if (window.prompt(`Type ${DELETE_USER_TEXT} to delete ${name}'s account.`) !== DELETE_USER_TEXT) {
      notifyError('Deletion Cancelled', 'The confirmation text did not match.');
      return;
    }
    remove.mutate(user);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => setRole.mutate({ user, role: isAdmin ? 'user' : 'admin' })}
      >
        {isAdmin ? (
          <ShieldOff aria-hidden="true" className="size-4" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-4" />
        )}
        {isAdmin ? 'Remove Admin' : 'Make Admin'}
      </Button>
      {!isAdmin && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => setAssigning(true)}>
          <Store aria-hidden="true" className="size-4" />
          Make business owner
        </Button>
      )}
      {ownsBusiness && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => unlink.mutate(user)}>
          <Unlink aria-hidden="true" className="size-4" />
          Unlink
        </Button>
      )}
      {user.banned ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={onUnban}>
          <Undo2 aria-hidden="true" className="size-4" />
          Unban
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={busy} onClick={onBan}>
          <Ban aria-hidden="true" className="size-4 text-danger" />
          Ban
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={busy} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4 text-danger" />
        Delete
      </Button>
      <AssignOwnerDialog user={user} open={assigning} onOpenChange={setAssigning} />
    </div>
  );
}
