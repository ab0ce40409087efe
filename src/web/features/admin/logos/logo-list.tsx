import { Power, PowerOff, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useDeleteLogo, useSetLogoActive } from '../admin-mutations';
import type { BusinessLogo } from '../admin-queries';

/** The uploaded logos, newest first. */
export function LogoList({ logos }: { logos: BusinessLogo[] }) {
  return (
    <section aria-labelledby="logo-list-heading" className="grid gap-3">
      <h3 id="logo-list-heading" className="font-semibold text-ink">
        Logos
      </h3>
      {logos.length === 0 ? (
        <p className="text-sm text-muted">No logos uploaded yet.</p>
      ) : (
        <ul aria-label="Business logos" className="grid gap-3 sm:grid-cols-2">
          {logos.map((logo) => (
            <li key={logo.id}>
              <LogoItem logo={logo} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LogoItem({ logo }: { logo: BusinessLogo }) {
  const setActive = useSetLogoActive();
  const remove = useDeleteLogo();
  const confirm = useConfirm();
  const busy = setActive.isPending || remove.isPending;

  async function onDelete() {
    const answer = await confirm({
      title: `Delete the logo of ${logo.businessName}?`,
      description: 'Its cards show no logo until you upload another. This action cannot be undone.',
      confirmLabel: 'Delete Logo',
      tone: 'danger',
    });
    if (answer) remove.mutate(logo);
  }

  return (
    <article aria-label={logo.businessName} className="grid h-full gap-3 rounded-lg border border-line p-3">
      <div className="flex items-center gap-3">
        <img
          src={logo.logoUrl}
          alt={`${logo.businessName} logo`}
          className="size-16 shrink-0 rounded-md border border-line bg-white object-contain p-1"
        />
        <div className="grid min-w-0 gap-1">
          <p className="font-medium break-words text-ink">{logo.businessName}</p>
          <Badge variant={logo.isActive ? 'brand' : 'muted'} className="justify-self-start">
            {logo.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => setActive.mutate({ logo, isActive: !logo.isActive })}
        >
          {logo.isActive ? (
            <PowerOff aria-hidden="true" className="size-4" />
          ) : (
            <Power aria-hidden="true" className="size-4" />
          )}
          {logo.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4 text-danger" />
          Delete
        </Button>
      </div>
    </article>
  );
}
