import { Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/class-names';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import type { AdminBusiness } from '../admin-queries';
import { useSetFeatured } from './listing-mutations';

/** SPEC §4 Featured: 'Feature' adds an active featured listing starting now; 'Featured' removes it. */
export function FeatureToggleButton({ business }: { business: Pick<AdminBusiness, 'id' | 'name' | 'isFeatured'> }) {
  const setFeatured = useSetFeatured();
  const featured = business.isFeatured;

  return (
    <Button
      variant={featured ? 'accent' : 'outline'}
      size="sm"
      onClick={() => setFeatured.mutate({ business, featured: !featured })}
      disabled={setFeatured.isPending}
      title={featured ? t('Remove from Featured') : t('Add to Featured')}
    >
      {setFeatured.isPending ? (
        <Spinner />
      ) : (
        <Star aria-hidden="true" className={cn('size-4', featured && 'fill-current')} />
      )}
      {featured ? t('Featured') : t('Feature')}
    </Button>
  );
}
