import { Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/class-names';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetFeatured } from '../admin-mutations';
import type { AdminBusiness } from '../admin-queries';

/** SPEC §4 Featured: 'Feature' adds an active featured listing starting now; 'Featured' removes it. */
export function FeatureToggleButton({ business }: { business: Pick<AdminBusiness, 'id' | 'name' | 'isFeatured'> }) {
  const setFeatured = useSetFeatured();
  const featured = business.isFeatured;

  async function toggle() {
    try {
      await setFeatured.mutateAsync({ id: business.id, featured: !featured });
      if (featured) notifySuccess('Removed from Featured', `${business.name} is no longer featured.`);
      else notifySuccess('Added to Featured', `${business.name} is now featured on the home page.`);
    } catch (error) {
      console.error('Changing the featured status failed', error);
      notifyError('Failed to update featured status.');
    }
  }

  return (
    <Button
      variant={featured ? 'accent' : 'outline'}
      size="sm"
      onClick={toggle}
      disabled={setFeatured.isPending}
      title={featured ? 'Remove from Featured' : 'Add to Featured'}
    >
      {setFeatured.isPending ? (
        <Spinner />
      ) : (
        <Star aria-hidden="true" className={cn('size-4', featured && 'fill-current')} />
      )}
      {featured ? 'Featured' : 'Feature'}
    </Button>
  );
}
