import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { NeedHelpCard } from '../../features/submissions/need-help-card';
import { SignInRequired } from '../../features/submissions/sign-in-required';
import { SubmissionForm } from '../../features/submissions/submission-form';
import { SubmissionPromises } from '../../features/submissions/submission-promises';
import type { SubmittedBusiness } from '../../features/submissions/submission-queries';
import { SubmissionSuccess } from '../../features/submissions/submission-success';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';

const backLinkClasses =
  'inline-flex w-fit items-center gap-2 rounded text-sm font-medium text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

// SPEC §2 /submit-business: a back link, the form (or 'Sign in Required'), the promises and 'Need Help?'.
export function SubmitBusinessPage() {
  const { user, loading } = useSession();
  const [submitted, setSubmitted] = useState<SubmittedBusiness | null>(null);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-12">
      <PageTitle>{t('Submit Your Business')}</PageTitle>
      <Link to="/" className={backLinkClasses}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('Back to Home')}
      </Link>
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('Submit Your Business')}</h1>
        <p className="text-muted">
          {t('Add your halal or Muslim-owned food business to the directory so the community can find you.')}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          {loading ? (
            <Skeleton className="h-96" />
          ) : !user ? (
            <SignInRequired />
          ) : submitted ? (
            <SubmissionSuccess businessName={submitted.name} onSubmitAnother={() => setSubmitted(null)} />
          ) : (
            <SubmissionForm onSubmitted={setSubmitted} />
          )}
        </div>
        <aside className="grid gap-6" aria-label={t('About submissions')}>
          <SubmissionPromises />
          <NeedHelpCard />
        </aside>
      </div>
    </div>
  );
}
