import { StarOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetFeatured } from '../admin-mutations';

/** Ends a listing's featured run (SPEC §4 Featured: removed by business). */
export function RemoveFeaturedButton({ id, name }: { id: string; name: string }) {
  const setFeatured = useSetFeatured();

  async function remove() {
    try {
      await setFeatured.mutateAsync({ id, featured: false });
      notifySuccess('Removed from Featured', `${name} is no longer featured.`);
    } catch (error) {
      console.error('Removing a featured listing failed', error);
      notifyError('Failed to update featured status.');
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={remove} disabled={setFeatured.isPending}>
      {setFeatured.isPending ? <Spinner /> : <StarOff aria-hidden="true" className="size-4" />}
      Remove from Featured
    </Button>
  );
}
