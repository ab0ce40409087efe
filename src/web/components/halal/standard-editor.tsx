import { useId, useState } from 'react';
import { MEATS } from '../../../domain/halal';
import {
  DEFAULT_STANDARD,
  type HalalStandard,
  MEAT_FACTS,
  type MeatFact,
  STANDARD_ALCOHOL,
  STANDARD_LEVELS,
} from '../../../domain/halal-standard';
import { useHalalCertifiers } from '../../lib/halal-certifier-queries';
import { t, translate } from '../../lib/i18n';
import { Button } from '../ui/button';
import { CheckboxField, RadioField } from '../ui/checkbox-field';
import { Dialog, DialogContent, DialogHeader } from '../ui/dialog';

const MEAT_WORDS: Record<MeatFact, string> = {
  chicken: MEATS.chicken,
  beef: MEATS.beef,
  lamb_goat: MEATS.lamb_goat,
  other_meat: MEATS.other,
};

interface StandardEditorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  standard: HalalStandard | null;
  onSave: (standard: HalalStandard | null) => void;
}

/**
 * Issue 34: 'My halal standard', set once: fully halal places only or halal options accepted; the meats
 * that must be hand-slaughtered; no alcohol on the premises or only none at the table; no pork in the
 * kitchen; certified only, by any body or by chosen ones; Muslim-owned preferred.
 */
export function StandardEditor({ open, onOpenChange, standard, onSave }: StandardEditorProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid max-h-[90dvh] gap-4 overflow-y-auto">
        <DialogHeader
          title={t('My halal standard')}
          description={t('Places then say whether they match it, from what is known of them today.')}
        />
        {/* Its fields start from the saved standard each time it opens. */}
        {open && (
          <StandardForm
            initial={standard}
            onCancel={() => onOpenChange(false)}
            onSave={(next) => {
              onSave(next);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function StandardForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: HalalStandard | null;
  onCancel: () => void;
  onSave: (standard: HalalStandard | null) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<HalalStandard>(initial ?? DEFAULT_STANDARD);
  const certifiers = useHalalCertifiers();
  const set = (change: Partial<HalalStandard>) => setDraft((current) => ({ ...current, ...change }));
  const toggle = <T,>(list: readonly T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <fieldset className="grid">
        <legend className="font-semibold text-ink">{t('Halal level')}</legend>
        {(['fully', 'options'] as const).map((level) => (
          <RadioField
            key={level}
            id={`${id}-level-${level}`}
            name="level"
            label={translate(STANDARD_LEVELS[level])}
            checked={draft.level === level}
            onChange={() => set({ level })}
          />
        ))}
      </fieldset>
      <fieldset className="grid">
        <legend className="font-semibold text-ink">{t('Hand-slaughtered (zabiha) required for')}</legend>
        {MEAT_FACTS.map((meat) => (
          <CheckboxField
            key={meat}
            id={`${id}-zabiha-${meat}`}
            label={translate(MEAT_WORDS[meat])}
            checked={draft.zabiha.includes(meat)}
            onChange={() => set({ zabiha: toggle(draft.zabiha, meat) })}
          />
        ))}
      </fieldset>
      <fieldset className="grid">
        <legend className="font-semibold text-ink">{t('Alcohol')}</legend>
        {(['premises', 'table'] as const).map((alcohol) => (
          <RadioField
            key={alcohol}
            id={`${id}-alcohol-${alcohol}`}
            name="alcohol"
            label={translate(STANDARD_ALCOHOL[alcohol])}
            checked={draft.alcohol === alcohol}
            onChange={() => set({ alcohol })}
          />
        ))}
      </fieldset>
      <fieldset className="grid">
        <legend className="font-semibold text-ink">{t('Also')}</legend>
        <CheckboxField
          id={`${id}-pork`}
          label={t('No pork in the kitchen')}
          checked={draft.noPork}
          onChange={() => set({ noPork: !draft.noPork })}
        />
        <CheckboxField
          id={`${id}-certified`}
          label={t('Certified places only')}
          checked={draft.certified}
          onChange={() => set({ certified: !draft.certified, certifiers: [] })}
        />
        {draft.certified && (certifiers.data?.length ?? 0) > 0 && (
          <fieldset className="grid ps-8">
            <legend className="text-sm text-muted">{t('By these bodies (none chosen: any body)')}</legend>
            {certifiers.data?.map((body) => (
              <CheckboxField
                key={body.id}
                id={`${id}-certifier-${body.id}`}
                label={body.name}
                checked={draft.certifiers.includes(body.id)}
                onChange={() => set({ certifiers: toggle(draft.certifiers, body.id) })}
              />
            ))}
          </fieldset>
        )}
        <CheckboxField
          id={`${id}-muslim-owned`}
          label={t('Muslim-owned preferred')}
          checked={draft.muslimOwnedPreferred}
          onChange={() => set({ muslimOwnedPreferred: !draft.muslimOwnedPreferred })}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {initial && (
          <Button type="button" variant="ghost" onClick={() => onSave(null)} className="sm:me-auto">
            {t('Forget my standard')}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit">{t('Save my standard')}</Button>
      </div>
    </form>
  );
}
