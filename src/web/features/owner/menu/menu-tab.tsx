import { Plus, Trash2, Utensils } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { MENU_LIMITS } from '../../../../domain/menu';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { useOwnerMenu } from '../owner-queries';
import { TabHeader } from '../tab-header';
import { DishFields } from './dish-fields';
import { useSaveMenu } from './menu-mutations';
import { emptyDish, menuBody, menuValues, newKey, type SectionValues } from './menu-values';

/** Issue 37: the Menu tab: sections and their dishes with prices and halal facts, saved at once. */
export function MenuTab({ businessId }: { businessId: string }) {
  const menu = useOwnerMenu(businessId);
  const save = useSaveMenu(businessId);
  const [sections, setSections] = useState<SectionValues[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (menu.data && sections === null) setSections(menuValues(menu.data));
  }, [menu.data, sections]);

  if (menu.isPending || (menu.data && sections === null))
    return <LoadingBlocks label={t('Loading the menu…')} blocks={['h-24', 'h-24']} className="grid gap-3" />;
  if (menu.isError || !sections)
    return <p className="text-muted">{t('The menu could not be loaded. Please refresh the page.')}</p>;

  const dishes = sections.reduce((n, s) => n + s.items.length, 0);
  const update = (index: number, section: SectionValues) =>
    setSections(sections.map((s, i) => (i === index ? section : s)));

  function submit() {
    const result = menuBody(sections ?? []);
    if ('badPrice' in result) {
      setProblem(t('Enter a price such as 12.50 for "{dish}".', { dish: result.badPrice }));
      return;
    }
    setProblem(null);
    save.mutate(result.body, { onSuccess: (saved) => setSections(menuValues(saved)) });
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <TabHeader
        title={t('Menu')}
        description={t('Your dishes with their prices and halal facts. Saving publishes the whole menu.')}
        action={
          <Button
            variant="outline"
            disabled={sections.length >= MENU_LIMITS.sectionsPerMenu}
            onClick={() => setSections([...sections, { key: newKey(), name: '', items: [emptyDish()] }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('Add section')}
          </Button>
        }
      />
      {sections.length === 0 ? (
        <EmptyState icon={Utensils} title={t('No menu yet')} text={t('Add a section, then its dishes.')} />
      ) : (
        sections.map((section, index) => (
          <SectionFields
            key={section.key}
            section={section}
            canAddDish={dishes < MENU_LIMITS.itemsPerMenu && section.items.length < MENU_LIMITS.itemsPerSection}
            onChange={(next) => update(index, next)}
            onRemove={() => setSections(sections.filter((_, i) => i !== index))}
          />
        ))
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={submit} disabled={save.isPending}>
          {t('Save menu')}
        </Button>
        <p className="text-sm text-muted">
          {t('{count} of {max} dishes', { count: dishes, max: MENU_LIMITS.itemsPerMenu })}
        </p>
      </div>
    </div>
  );
}

interface SectionFieldsProps {
  section: SectionValues;
  canAddDish: boolean;
  onChange: (section: SectionValues) => void;
  onRemove: () => void;
}

function SectionFields({ section, canAddDish, onChange, onRemove }: SectionFieldsProps) {
  const id = useId();
  return (
    <section
      className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-line bg-white p-3 sm:p-4"
      aria-labelledby={`${id}-label`}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label id={`${id}-label`} htmlFor={`${id}-name`}>
            {t('Section name')}
          </Label>
          <Input
            id={`${id}-name`}
            value={section.name}
            maxLength={80}
            placeholder={t('Grill')}
            onChange={(e) => onChange({ ...section, name: e.target.value })}
          />
        </div>
        <Button variant="ghost" className="text-danger" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('Remove section')}
        </Button>
      </div>
      <ul className="grid min-w-0 grid-cols-1 gap-3">
        {section.items.map((dish, index) => (
          <DishFields
            key={dish.key}
            dish={dish}
            onChange={(next) => onChange({ ...section, items: section.items.map((d, i) => (i === index ? next : d)) })}
            onRemove={() => onChange({ ...section, items: section.items.filter((_, i) => i !== index) })}
          />
        ))}
      </ul>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={!canAddDish}
        onClick={() => onChange({ ...section, items: [...section.items, emptyDish()] })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('Add dish')}
      </Button>
    </section>
  );
}
