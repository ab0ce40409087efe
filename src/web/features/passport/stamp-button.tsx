import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, BookOpen, Eraser, Stamp } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/class-names';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format';
import { t, translate } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { useConfirmStampRemoval } from './confirm-stamp-removal';
import { LOAD_PASSPORT_FAILED, useRemoveStamp, useStampVisit, useVisitStatus, visitInBook } from './passport-queries';

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
  const queryClient = useQueryClient();
  const status = useVisitStatus(userId, business.id);
  const stamp = useStampVisit(userId, business.id);
  const remove = useRemoveStamp(userId, business.id);
  const confirmRemoval = useConfirmStampRemoval();
  const busy = stamp.isPending || remove.isPending;
  const visit = status.data?.visit;

  async function removeStamp() {
    if (busy || !visit) return;
    // The note itself lives in the book; the server says whether there is one, so removing it here asks too.
    const removed = visitInBook(queryClient, userId, business.id) ?? {
      id: visit.id,
      visitedAt: visit.visitedAt,
      note: '',
    };
    const hasNote = visit.hasNote || removed.note !== '';
    if (!(await confirmRemoval({ name: business.name, hasNote, closed: status.data?.closed ?? false }))) return;
    remove.mutate(removed);
  }

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
            onClick={() => !busy && stamp.mutate()}
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
