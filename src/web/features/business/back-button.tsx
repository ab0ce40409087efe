import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';

/** SPEC §2 /r/{slug}: Back goes back in history if there is any, else home. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': there is nothing in the app to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <Button variant="ghost" size="sm" className="-ms-2" onClick={() => (hasHistory ? navigate(-1) : navigate('/'))}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('Back')}
    </Button>
  );
}
