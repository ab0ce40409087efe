import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type AdminBusiness, type AdminUser, useAdminBusinesses, userName } from '../admin-queries';
import { useAssignBusinessOwner } from './user-mutations';

interface AssignOwnerDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * SPEC §4 User role: 'Make business owner' gives the user an approved business and the business_owner
 * role. A business that has an owner is taken from them, so the dialog says whose it is and asks first.
 */
export function AssignOwnerDialog({ user, open, onOpenChange }: AssignOwnerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pe-10">{t('Make {name} a business owner', { name: userName(user) })}</DialogTitle>
        <DialogDescription>
          {t('They become the owner of the business you choose and can manage it.')}
        </DialogDescription>
        <AssignOwnerForm user={user} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The owner a business would be taken from: someone other than the person it is given to. */
function ownerToReplace(business: AdminBusiness | undefined, user: AdminUser) {
  const owner = business?.owner;
  if (!owner || owner.id === user.id) return null;
  return { ...owner, name: userName(owner) };
}

function AssignOwnerForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const assign = useAssignBusinessOwner();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [businessId, setBusinessId] = useState('');
  const [error, setError] = useState<string>();
  const term = useDebouncedValue(search.trim());
  const approved = useAdminBusinesses('approved', term);
  const firstPage = approved.data?.pages[0];
  const options = firstPage?.items ?? [];
  const chosen = options.find((business) => business.id === businessId);
  const replaced = ownerToReplace(chosen, user);
  const name = userName(user);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A choice the search has since hidden is no choice: only what the select shows is sent.
    if (!chosen) {
      setError(t('Choose an approved business'));
      return;
    }
    if (replaced) {
      const answer = await confirm({
        title: t('Take {business} from {owner}?', { business: chosen.name, owner: replaced.name }),
        description: t(
          '{name} becomes its owner. {owner} can no longer manage it, is told by email, and stops being a business owner unless they run another approved listing.',
          { name, owner: replaced.name },
        ),
        confirmLabel: t('Move Business'),
        tone: 'danger',
      });
      if (!answer) return;
    }
    assign.mutate({ user, businessId: chosen.id }, { onSuccess: onDone });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <FormField id={`owner-search-${user.id}`} label={t('Search businesses')}>
        {(c) => (
          <Input
            type="search"
            placeholder={t('Name, city or category')}
            value={search}
            {...c}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-1.5">
        <Label htmlFor={`owner-business-${user.id}`}>{t('Business')}</Label>
        <Select
          value={chosen ? businessId : ''}
          onValueChange={(id) => {
            setBusinessId(id);
            setError(undefined);
          }}
        >
          <SelectTrigger
            id={`owner-business-${user.id}`}
            className="data-[placeholder]:text-stone-500"
            aria-required="true"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `owner-business-${user.id}-error` : undefined}
            disabled={options.length === 0}
          >
            <SelectValue placeholder={businessPlaceholder(approved.isPending, approved.isError, options.length)} />
          </SelectTrigger>
          <SelectContent>
            {options.map((business) => (
              <SelectItem key={business.id} value={business.id}>
                {business.owner
                  ? t('{business} (owned by {owner})', { business: business.name, owner: userName(business.owner) })
                  : business.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {firstPage?.hasMore && (
          <p className="text-sm text-muted">
            {t('Showing {shown} of {total}. Search to find another.', {
              shown: options.length,
              total: firstPage.total,
            })}
          </p>
        )}
        <FieldError id={`owner-business-${user.id}-error`} message={error} />
      </div>
      {/* Announced as the choice changes: the admin hears whose business it is before assigning it. */}
      <div aria-live="polite">
        {replaced && chosen && (
          <p className="flex gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('{business} is owned by {owner} ({email}). Assigning it to {name} takes it from them.', {
                business: chosen.name,
                owner: replaced.name,
                email: replaced.email,
                name,
              })}
            </span>
          </p>
        )}
      </div>
      <DialogActions>
        <Button type="submit" disabled={assign.isPending} aria-busy={assign.isPending}>
          {assign.isPending && <Spinner />}
          {t('Assign Business')}
        </Button>
      </DialogActions>
    </form>
  );
}

function businessPlaceholder(loading: boolean, failed: boolean, count: number): string {
  if (loading) return t('Loading businesses…');
  if (failed) return t('Businesses could not be loaded');
  if (count === 0) return t('No approved businesses found');
  return t('Select a business');
}
