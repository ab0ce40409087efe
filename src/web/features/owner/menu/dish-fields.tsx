import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { HAND_SLAUGHTERED, type HandSlaughtered, MENU_MEATS, type MenuMeat } from '../../../../domain/menu';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PlainSelect } from '../../../components/ui/plain-select';
import { failureDescription } from '../../../lib/api';
import { t, translate } from '../../../lib/i18n';
import { imageFileProblem, uploadImage } from '../../../lib/upload-image';
import type { DishValues } from './menu-values';

interface DishFieldsProps {
  dish: DishValues;
  onChange: (dish: DishValues) => void;
  onRemove: () => void;
}

/** One dish of the Menu tab: name, description, price, photo and its halal facts. */
export function DishFields({ dish, onChange, onRemove }: DishFieldsProps) {
  const id = useId();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const set = (change: Partial<DishValues>) => onChange({ ...dish, ...change });

  async function pickPhoto(file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setPhotoError(
        problem === 'type' ? t('Please select an image file.') : t('Please select an image smaller than 5MB.'),
      );
      return;
    }
    setPhotoError(null);
    setUploading(true);
    try {
      set({ photoUrl: await uploadImage(file) });
    } catch (error) {
      setPhotoError(failureDescription(error) ?? t('The photo could not be uploaded.'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <li className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-line p-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>{t('Dish name')}</Label>
          <Input id={`${id}-name`} value={dish.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-price`}>{t('Price ($)')}</Label>
          <Input
            id={`${id}-price`}
            inputMode="decimal"
            value={dish.price}
            placeholder="12.50"
            onChange={(e) => set({ price: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>{t('Description')}</Label>
        <Input
          id={`${id}-description`}
          value={dish.description}
          maxLength={300}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-meat`}>{t('Meat')}</Label>
          <PlainSelect
            id={`${id}-meat`}
            value={dish.meat}
            disabled={dish.vegetarian}
            onValueChange={(meat) => set({ meat: meat as MenuMeat })}
            choices={Object.entries(MENU_MEATS).map(([key, words]) => [key, translate(words)] as const)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-slaughter`}>{t('Hand-slaughtered')}</Label>
          <PlainSelect
            id={`${id}-slaughter`}
            value={dish.handSlaughtered}
            onValueChange={(answer) => set({ handSlaughtered: answer as HandSlaughtered })}
            choices={Object.entries(HAND_SLAUGHTERED).map(([key, words]) => [key, translate(words)] as const)}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-x-5">
        <CheckboxField
          id={`${id}-vegetarian`}
          label={t('Vegetarian')}
          checked={dish.vegetarian}
          onChange={(e) =>
            set({ vegetarian: e.target.checked, ...(e.target.checked ? { meat: 'none', containsPork: false } : {}) })
          }
        />
        <CheckboxField
          id={`${id}-alcohol`}
          label={t('Contains alcohol')}
          checked={dish.containsAlcohol}
          onChange={(e) => set({ containsAlcohol: e.target.checked })}
        />
        <CheckboxField
          id={`${id}-pork`}
          label={t('Contains pork')}
          checked={dish.containsPork}
          disabled={dish.vegetarian}
          onChange={(e) => set({ containsPork: e.target.checked })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {dish.photoUrl && <img src={dish.photoUrl} alt="" className="size-14 rounded-lg object-cover" />}
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-photo`}>{t('Dish photo')}</Label>
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            disabled={uploading}
            onChange={(e) => void pickPhoto(e.target.files?.[0])}
            className="w-full min-w-0 text-sm"
          />
        </div>
        {dish.photoUrl && (
          <Button variant="ghost" size="sm" onClick={() => set({ photoUrl: null })}>
            {t('Remove photo')}
          </Button>
        )}
        <Button variant="ghost" size="sm" className="ms-auto text-danger" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('Remove dish')}
        </Button>
      </div>
      {photoError && (
        <p role="alert" className="text-sm text-danger">
          {photoError}
        </p>
      )}
    </li>
  );
}
