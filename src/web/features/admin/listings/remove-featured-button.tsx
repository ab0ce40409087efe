import { StarOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useSetFeatured } from './listing-mutations';

/** Ends a listing's featured run (SPEC §4 Featured: removed by business). */
export function RemoveFeaturedButton({ id, name }: { id: string; name: string }) {
  const setFeatured = useSetFeatured();

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => setFeatured.mutate({ business: { id, name }, featured: false })}
      disabled={setFeatured.isPending}
    >
      {setFeatured.isPending ? <Spinner /> : <StarOff aria-hidden="true" className="size-4" />}
      {t('Remove from Featured')}
    </Button>
  );
}
