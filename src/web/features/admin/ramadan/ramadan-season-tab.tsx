import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type RamadanSeasonInput, ramadanSeasonInput } from '../../../../domain/ramadan';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { api, failureDescription, readJson } from '../../../lib/api';
import { formatCalendarDay } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import { ADMIN_LOAD_FAILURE } from '../admin-queries';

// Issue 37 (decision 035): the Ramadan season. While today (in Indiana) is in it, the home page shows
// 'Iftar tonight' and 'Open for suhoor now', and the listing offers those filters.

const seasonApi = api.api.admin['ramadan-season'];
const seasonKey = ['admin', 'ramadan-season'] as const;
function useSeasonChange<Input>(change: (input: Input) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  return useAdminMutation(
    async (input: Input) => {
      const result = await change(input);
      // The site's settings carry the season the public pages go by.
      void queryClient.invalidateQueries({ queryKey: ['site'] });
      return result;
    },
    { success, failure: (error) => [failure, failureDescription(error)] },
  );
}

export function RamadanSeasonTab() {
  const season = useQuery({
    queryKey: seasonKey,
    queryFn: async () => (await readJson(seasonApi.$get())).season,
    meta: ADMIN_LOAD_FAILURE,
  });
  const save = useSeasonChange(
    (json: RamadanSeasonInput) => readJson(seasonApi.$put({ json })),
    t('Ramadan season saved'),
    t('Failed to save the Ramadan season.'),
  );
  const clear = useSeasonChange(
    () => readJson(seasonApi.$delete()),
    t('Ramadan season cleared'),
    t('Failed to clear the Ramadan season.'),
  );
  const { register, handleSubmit, formState } = useForm<RamadanSeasonInput>({
    resolver: zodResolver(ramadanSeasonInput),
    values: season.data ?? { starts: '', ends: '' },
  });
  const { errors } = formState;
  if (season.isPending) return <LoadingBlocks label={t('Loading the Ramadan season…')} blocks={['h-40']} />;

  return (
    <section aria-labelledby="ramadan-season-title" className="grid max-w-xl gap-4">
      <div className="grid gap-1">
        <h2 id="ramadan-season-title" className="text-lg font-semibold text-ink">
          {t('Ramadan season')}
        </h2>
        <p className="text-sm text-muted">
          {t(
            'During the season the home page shows places serving iftar tonight and open for suhoor now, and the listing offers those filters. Dates are Indiana dates.',
          )}
        </p>
      </div>
      <p className="rounded-lg bg-brand-soft p-3 text-sm text-brand-deep">
        {season.data
          ? t('Ramadan season: {starts} – {ends}', {
              starts: formatCalendarDay(season.data.starts),
              ends: formatCalendarDay(season.data.ends),
            })
          : t('No Ramadan season is set.')}
      </p>
      <form
        noValidate
        aria-label={t('Ramadan season')}
        onSubmit={handleSubmit((body) => save.mutate(body))}
        className="grid gap-4 rounded-lg border border-line bg-white p-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="ramadan-starts"
            label={t('First day of Ramadan')}
            error={errors.starts?.message && translate(errors.starts.message)}
          >
            {(c) => <Input type="date" aria-required="true" {...c} {...register('starts')} />}
          </FormField>
          <FormField
            id="ramadan-ends"
            label={t('Last day of Ramadan')}
            error={errors.ends?.message && translate(errors.ends.message)}
          >
            {(c) => <Input type="date" aria-required="true" {...c} {...register('ends')} />}
          </FormField>
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={save.isPending}>{t('Save season')}</SubmitButton>
          {season.data && (
            <Button type="button" variant="outline" disabled={clear.isPending} onClick={() => clear.mutate(undefined)}>
              {t('Clear season')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
