import { Power, PowerOff, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n';
import type { BusinessLogo } from '../admin-queries';
import { useDeleteLogo, useSetLogoActive } from './logo-mutations';

/** The uploaded logos, newest first. */
export function LogoList({ logos }: { logos: BusinessLogo[] }) {
  return (
    <section aria-labelledby="logo-list-heading" className="grid gap-3">
      <h3 id="logo-list-heading" className="font-semibold text-ink">
        {t('Logos')}
      </h3>
      {logos.length === 0 ? (
        <p className="text-sm text-muted">{t('No logos uploaded yet.')}</p>
      ) : (
        <ul aria-label={t('Business logos')} className="grid gap-3 sm:grid-cols-2">
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
      title: t('Delete the logo of {name}?', { name: logo.businessName }),
      description: t('Its cards show no logo until you upload another. This action cannot be undone.'),
      confirmLabel: t('Delete Logo'),
      tone: 'danger',
    });
    if (answer) remove.mutate(logo);
  }

  return (
    <article aria-label={logo.businessName} className="grid h-full gap-3 rounded-lg border border-line p-3">
      <div className="flex items-center gap-3">
        <img
          src={logo.logoUrl}
          alt={t('{name} logo', { name: logo.businessName })}
          className="size-16 shrink-0 rounded-md border border-line bg-white object-contain p-1"
        />
        <div className="grid min-w-0 gap-1">
          <p className="font-medium break-words text-ink">{logo.businessName}</p>
          <Badge variant={logo.isActive ? 'brand' : 'muted'} className="justify-self-start">
            {logo.isActive ? t('Active') : t('Inactive')}
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
          {logo.isActive ? t('Deactivate') : t('Activate')}
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4 text-danger" />
          {t('Delete')}
        </Button>
      </div>
    </article>
  );
}
