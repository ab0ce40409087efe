import { t } from '../../lib/i18n';
import { FilterChip } from './filter-chip';

/** Issue 17: only the places open now, by the browser's clock (?open=now). Beside the halal chips. */
export function OpenNowChip({ on, href, onToggle }: { on: boolean; href: string; onToggle: () => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('Hours')}</legend>
      <div className="flex flex-wrap gap-2">
        <FilterChip pressed={on} href={href} onToggle={onToggle}>
          {t('Open now')}
        </FilterChip>
      </div>
    </fieldset>
  );
}
