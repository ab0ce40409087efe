import { type FormEvent, useEffect, useState } from 'react';
import { RADIUS_CHOICES_MILES } from '../../../domain/geo';
import { radiusText } from '../../components/business-card/distance-text';
import { Button } from '../../components/ui/button';
import type { Choice } from '../../components/ui/choice-select';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PlainSelect } from '../../components/ui/plain-select';
import { Spinner } from '../../components/ui/spinner';
import { t, translate } from '../../lib/i18n';
import { LISTING_FORM_ID } from './listing-choices-form';
import { useNearPlace } from './use-near-place';

const PLACE_ERROR_ID = 'listing-near-error';

interface NearMeProps {
  /** The typed place in the URL ('' for none or for the browser's position). */
  near: string;
  radius: number;
  onPlace: (label: string) => void;
  onRadiusChange: (miles: number) => void;
}

/**
 * Issue 17, near me: an Indiana ZIP code or city, and how far around it (or the browser's position, which
 * the quick 'Near me' chip asks for) to look. No name here holds 'Search' (the listing's search field is
 * found by that word).
 */
export function NearMe({ near, radius, onPlace, onRadiusChange }: NearMeProps) {
  const [text, setText] = useState(near);
  const { findPlace, busy, error } = useNearPlace({ onPlace, onPosition: () => {} });
  // The field shows the place the listing is near: a new one, or none once cleared.
  useEffect(() => setText(near), [near]);

  // A shared link may name a radius the list does not offer: keep it selectable.
  const offered: readonly number[] = RADIUS_CHOICES_MILES;
  const miles = offered.includes(radius) ? offered : [...offered, radius].sort((a, b) => a - b);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void findPlace(text);
  }

  // The messages are the listing's own or the server's, in English: shown in the visitor's language.
  const placeError = error?.source === 'place' ? translate(error.message) : undefined;
  return (
    <form aria-label={t('Near')} noValidate onSubmit={submit} className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="listing-near">{t('ZIP code or city')}</Label>
        <div className="flex gap-2">
          <Input
            id="listing-near"
            name="near"
            enterKeyHint="go"
            placeholder={t('46032 or Carmel')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={Boolean(placeError)}
            aria-describedby={placeError ? PLACE_ERROR_ID : undefined}
            className="placeholder:text-sm"
          />
          <Button type="submit" variant="outline" disabled={busy !== null} aria-busy={busy === 'place'}>
            {busy === 'place' && <Spinner />}
            {t('Go')}
          </Button>
        </div>
        {placeError && (
          <p id={PLACE_ERROR_ID} role="alert" className="text-sm text-danger">
            {placeError}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="listing-radius">{t('Within')}</Label>
        {/* One of the listing's choices, though it sits in this form. */}
        <PlainSelect
          id="listing-radius"
          name="radius"
          form={LISTING_FORM_ID}
          value={String(radius)}
          onValueChange={(value) => onRadiusChange(Number(value))}
          choices={miles.map((mi): Choice => [String(mi), radiusText(mi)])}
        />
      </div>
    </form>
  );
}
