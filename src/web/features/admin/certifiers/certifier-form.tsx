import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type CertifierInput, certifierInput } from '../../../../domain/schemas';
import type { z } from '../../../../domain/zod';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { translatedError } from '../translated-error';
import { type AdminCertifier, useSaveCertifier } from './certifier-queries';

type CertifierFormValues = z.input<typeof certifierInput>;

/** Decision 020: a certifying body's name and website, added or edited; a name in use is refused beside it. */
export function CertifierForm({ certifier, onDone }: { certifier?: AdminCertifier; onDone: () => void }) {
  const save = useSaveCertifier();
  const { register, handleSubmit, setError, formState } = useForm<CertifierFormValues, unknown, CertifierInput>({
    // The schema the server validates the list's changes with.
    resolver: zodResolver(certifierInput),
    defaultValues: { name: certifier?.name ?? '', websiteUrl: certifier?.websiteUrl ?? '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: certifier?.id, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.fields ?? {}))
            if (field === 'name' || field === 'websiteUrl') setError(field, { message });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Certifying body')}>
      <FormField id="certifier-name" label={t('Name')} error={translatedError(errors.name?.message)}>
        {(c) => <Input required maxLength={200} {...c} {...register('name')} />}
      </FormField>
      <FormField
        id="certifier-website"
        label={t('Website')}
        hint={t('Optional')}
        error={translatedError(errors.websiteUrl?.message)}
      >
        {(c) => <Input type="url" placeholder="https://" {...c} {...register('websiteUrl')} />}
      </FormField>
      <DialogActions>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending && <Spinner />}
          {certifier ? t('Save Changes') : t('Add certifying body')}
        </Button>
      </DialogActions>
    </form>
  );
}
