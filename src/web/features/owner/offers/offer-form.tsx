import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { t } from '../../../lib/i18n';
import { useAddOffer } from './offer-mutations';

/** Issue 37: a new offer: its title, words, first and last day, and whether it asks for the passport stamp. */
export function OfferForm({ businessId }: { businessId: string }) {
  const id = useId();
  const add = useAddOffer(businessId);
  const [values, setValues] = useState({ title: '', text: '', startsOn: '', endsOn: '', needsPassportStamp: false });
  const set = (change: Partial<typeof values>) => setValues({ ...values, ...change });

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { ...values, text: values.text || null },
      {
        onSuccess: () => setValues({ title: '', text: '', startsOn: '', endsOn: '', needsPassportStamp: false }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-line bg-white p-3 sm:p-4">
      <h3 className="font-semibold text-ink">{t('Add offer')}</h3>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>{t('Title')}</Label>
        <Input
          id={`${id}-title`}
          required
          maxLength={100}
          value={values.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>{t('Details')}</Label>
        <Textarea
          id={`${id}-text`}
          maxLength={500}
          value={values.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-starts`}>{t('First day')}</Label>
          <Input
            id={`${id}-starts`}
            type="date"
            required
            value={values.startsOn}
            onChange={(e) => set({ startsOn: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-ends`}>{t('Last day')}</Label>
          <Input
            id={`${id}-ends`}
            type="date"
            required
            value={values.endsOn}
            onChange={(e) => set({ endsOn: e.target.value })}
          />
        </div>
      </div>
      <CheckboxField
        id={`${id}-stamp`}
        label={t('Show your passport stamp')}
        checked={values.needsPassportStamp}
        onChange={(e) => set({ needsPassportStamp: e.target.checked })}
      />
      <Button type="submit" className="justify-self-start" disabled={add.isPending}>
        {t('Add offer')}
      </Button>
    </form>
  );
}
