import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { centsOf, priceText } from '../../../../domain/prices';
import { RAMADAN_LIMITS, type RamadanSpecialInput, ramadanSpecialInput } from '../../../../domain/ramadan';
import { z } from '../../../../domain/zod';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { t, translate } from '../../../lib/i18n';
import { type RamadanSpecial, useSaveSpecial } from './ramadan-queries';

interface FormValues {
  name: string;
  description?: string | null;
  price: string;
}

// The price is typed in dollars ('24.99') and sent in cents; anything else is not a price.
const formSchema = z
  .object({
    name: z.string(),
    description: z.string().nullish(),
    price: z.string().refine((v) => centsOf(v) !== null, 'Enter a price like 24.99'),
  })
  .transform(({ price, ...rest }) => ({ ...rest, priceCents: centsOf(price) ?? -1 }))
  .pipe(ramadanSpecialInput);

interface RamadanSpecialFormProps {
  businessId: string;
  special?: RamadanSpecial;
  onSaved: () => void;
}

/** Issue 37: a Ramadan special's name, what it holds and its price ('Iftar buffet', $24.99). */
export function RamadanSpecialForm({ businessId, special, onSaved }: RamadanSpecialFormProps) {
  const save = useSaveSpecial(businessId);
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, RamadanSpecialInput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: special?.name ?? '',
      description: special?.description ?? '',
      price: special ? priceText(special.priceCents).slice(1).replace(',', '') : '',
    },
  });
  const { errors } = formState;
  const message = (text: string | undefined) => (text ? translate(text) : undefined);
  // The schema's own price errors (negative, too dear) are told under the price.
  const priceError = errors.price?.message ?? (errors as Record<string, { message?: string }>).priceCents?.message;

  return (
    <form
      noValidate
      aria-label={special ? t('Edit Special') : t('Add Special')}
      onSubmit={handleSubmit((body) => save.mutate({ specialId: special?.id, body }, { onSuccess: onSaved }))}
      className="grid gap-4"
    >
      <FormField id="special-name" label={t('Name')} error={message(errors.name?.message)}>
        {(c) => (
          <Input
            aria-required="true"
            maxLength={RAMADAN_LIMITS.specialName}
            placeholder={t('Iftar buffet')}
            {...c}
            {...register('name')}
          />
        )}
      </FormField>
      <FormField
        id="special-description"
        label={t('Description')}
        hint={t('Optional')}
        error={message(errors.description?.message)}
      >
        {(c) => <Textarea rows={3} maxLength={RAMADAN_LIMITS.specialDescription} {...c} {...register('description')} />}
      </FormField>
      <FormField id="special-price" label={t('Price (USD)')} error={message(priceError)}>
        {(c) => <Input inputMode="decimal" aria-required="true" placeholder="24.99" {...c} {...register('price')} />}
      </FormField>
      <SubmitButton busy={save.isPending}>{special ? t('Update Special') : t('Add Special')}</SubmitButton>
    </form>
  );
}
