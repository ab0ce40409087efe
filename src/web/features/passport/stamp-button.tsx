import { BadgeCheck, BookOpen, Eraser, Stamp } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/class-names';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format';
import { t, translate } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { LOAD_PASSPORT_FAILED } from './passport-queries';
import { useStamp } from './use-stamp';

interface StampButtonProps {
  business: { id: string; name: string };
}

/** The business page's passport card: 'Stamp this place', or when it was stamped and 'Remove stamp'. Visitors see nothing. */
export function StampButton({ business }: StampButtonProps) {
  const { user } = useSession();
  if (!user) return null;
  return <StampCard userId={user.id} business={business} />;
}

function StampCard({ userId, business }: StampButtonProps & { userId: string }) {
  const { status, visit, busy, stampVisit, removeStamp } = useStamp(userId, business);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Stamp aria-hidden="true" className="size-5 text-brand" />
          {t('Digital Halal Passport')}
        </CardTitle>
        <CardDescription>{t('Collect a stamp for every halal place you visit.')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isPending ? (
          <LoadingBlocks label={t('Loading passport…')} blocks={['h-11']} />
        ) : status.isError ? (
          <p className="text-sm text-muted">{translate(LOAD_PASSPORT_FAILED)}</p>
        ) : visit ? (
          <>
            <p className="flex items-center gap-2 font-semibold text-brand-strong">
              <BadgeCheck aria-hidden="true" className="size-5" />
              {t('Stamped on {date}', { date: formatDate(visit.visitedAt) })}
            </p>
            <Button
              variant="outline"
              onClick={removeStamp}
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              className={cn('w-full', busy && 'cursor-wait opacity-60')}
            >
              <Eraser aria-hidden="true" className="size-4" />
              {t('Remove stamp')}
            </Button>
          </>
        ) : status.data.closed ? (
          <p className="text-sm text-muted">{t('This place is permanently closed, so it can no longer be stamped.')}</p>
        ) : (
          <Button
            onClick={stampVisit}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            className={cn('w-full', busy && 'cursor-wait opacity-60')}
          >
            <Stamp aria-hidden="true" className="size-4" />
            {t('Stamp this place')}
          </Button>
        )}
        <Link to="/passport" className={cn(buttonClasses('link'), 'justify-self-start')}>
          <BookOpen aria-hidden="true" className="size-4" />
          {t('Open my passport')}
        </Link>
      </CardContent>
    </Card>
  );
}
