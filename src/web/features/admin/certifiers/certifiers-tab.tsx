import { Archive, ArchiveRestore, ExternalLink, Pencil, Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { QueryStates } from '../query-states';
import { CertifierForm } from './certifier-form';
import { type AdminCertifier, useAdminCertifiers, useRetireCertifier } from './certifier-queries';

/**
 * Decision 020: the certifying bodies the halal details offer, kept by admins — added, renamed, retired
 * (no longer offered; the listings that name one keep showing it) and restored.
 */
export function CertifiersTab() {
  const certifiers = useAdminCertifiers();
  const [editing, setEditing] = useState<AdminCertifier | 'new' | null>(null);
  return (
    <section aria-labelledby="certifiers-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="certifiers-heading" className="text-xl font-semibold text-ink">
            {t('Certifying bodies')}
          </h2>
          <p className="text-sm text-muted">
            {t(
              'The bodies the halal details offer. A retired one is no longer offered; listings that name it keep it.',
            )}
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('Add certifying body')}
        </Button>
      </div>
      <QueryStates
        query={certifiers}
        loading={<Skeleton className="h-32" />}
        what={t('The certifying bodies')}
        empty={<EmptyState icon={ShieldCheck} title={t('No certifying bodies yet')} text={t('Add the first one.')} />}
      >
        {(items) => (
          <ul aria-labelledby="certifiers-heading" className="grid gap-3">
            {items.map((certifier) => (
              <li key={certifier.id}>
                <CertifierRow certifier={certifier} onEdit={() => setEditing(certifier)} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={
          editing === 'new' || editing === null ? t('Add certifying body') : t('Edit {name}', { name: editing.name })
        }
        description={t('Its name is shown on the listings that name it, and offered in the halal details.')}
      >
        {(close) => <CertifierForm certifier={editing === 'new' ? undefined : (editing ?? undefined)} onDone={close} />}
      </FormDialog>
    </section>
  );
}

function CertifierRow({ certifier, onEdit }: { certifier: AdminCertifier; onEdit: () => void }) {
  const retire = useRetireCertifier();
  const retired = certifier.retiredAt !== null;
  const headingId = `certifier-${certifier.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold text-ink">
            <bdi>{certifier.name}</bdi>
          </h3>
          {retired && <Badge variant="muted">{t('Retired')}</Badge>}
        </div>
        <p className="text-sm text-muted">
          {certifier.profiles === 0
            ? t('Not named by any listing')
            : t('Named by {count, plural, one {# halal profile} other {# halal profiles}}', {
                count: certifier.profiles,
              })}
        </p>
        {certifier.websiteUrl && (
          <a
            href={certifier.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center gap-1 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{certifier.websiteUrl}</span>
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('Edit {name}', { name: certifier.name })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('Edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={retire.isPending}
          aria-busy={retire.isPending}
          onClick={() => retire.mutate({ certifier, retired: !retired })}
          aria-label={
            retired ? t('Restore {name}', { name: certifier.name }) : t('Retire {name}', { name: certifier.name })
          }
        >
          {retired ? (
            <ArchiveRestore aria-hidden="true" className="size-4" />
          ) : (
            <Archive aria-hidden="true" className="size-4" />
          )}
          {retired ? t('Restore') : t('Retire')}
        </Button>
      </div>
    </article>
  );
}
