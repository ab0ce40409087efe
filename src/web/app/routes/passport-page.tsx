import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { PassportBook } from '../../features/passport/passport-book';
import { LOAD_PASSPORT_FAILED, usePassport } from '../../features/passport/passport-queries';
import { t, translate } from '../../lib/i18n';
import { signInPath } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/session-context';

function Loading() {
  return <LoadingBlocks label={t('Loading passport…')} blocks={['h-11 max-w-md mx-auto w-full', 'h-[35rem]']} />;
}

/** /passport, the Digital Halal Passport: the holder's book of stamps (signed out: sign in first). */
export function PassportPage() {
  const { user, loading } = useSession();
  if (loading)
    return (
      <PassportShell>
        <Loading />
      </PassportShell>
    );
  if (!user) return <Navigate to={signInPath('/passport')} replace />;
  return <Passport userId={user.id} />;
}

function Passport({ userId }: { userId: string }) {
  const passport = usePassport(userId);
  let content: ReactNode = <Loading />;
  if (passport.data) content = <PassportBook userId={userId} passport={passport.data} />;
  else if (passport.isError) {
    content = (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-xl border border-line bg-white px-4 py-12 text-center"
      >
        <p className="text-muted">{translate(LOAD_PASSPORT_FAILED)}</p>
        <Button variant="outline" onClick={() => void passport.refetch()} disabled={passport.isFetching}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('Try again')}
        </Button>
      </div>
    );
  }
  return <PassportShell>{content}</PassportShell>;
}

function PassportShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-6 sm:py-10">
      <PageTitle>{t('Digital Halal Passport')}</PageTitle>
      <div className="grid gap-1 text-center">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('My Passport')}</h1>
        <p className="text-muted">{t('Stamp the halal places you visit and keep your own notes on each.')}</p>
      </div>
      {children}
    </div>
  );
}
