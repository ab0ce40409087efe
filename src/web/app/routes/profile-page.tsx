import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { EmailCard } from '../../features/accounts/email-card';
import { OwnDataCard } from '../../features/accounts/own-data-card';
import { PasswordCard } from '../../features/accounts/password-card';
import { ProfileForm } from '../../features/accounts/profile-form';
import { profileKey, useProfile } from '../../features/accounts/profile-queries';
import { NoticesCard } from '../../features/notices/notices-card';
import { t } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { signInPath } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/session-context';

// SPEC §2 /profile: signed-out visitors are sent to /auth first.
export function ProfilePage() {
  const { user, loading } = useSession();
  if (loading) {
    return (
      <ProfileShell>
        <ProfileSkeleton />
      </ProfileShell>
    );
  }
  if (!user) return <Navigate to={signInPath('/profile')} replace />;
  return <ProfileScreen />;
}

function ProfileScreen() {
  const profile = useProfile();
  useEmailChangedNotice();

  return (
    <ProfileShell>
      {profile.data ? (
        <>
          <ProfileForm key={profile.data.id} profile={profile.data} />
          <EmailCard key={profile.data.email} currentEmail={profile.data.email} />
          <PasswordCard />
          <NoticesCard />
          <OwnDataCard email={profile.data.email} />
        </>
      ) : profile.isError ? (
        <p className="text-muted">{t('Your profile could not be loaded. Please refresh the page.')}</p>
      ) : (
        <ProfileSkeleton />
      )}
    </ProfileShell>
  );
}

/**
 * The links of an email change come back here: the current address's approval to /profile?emailApproved=1,
 * the new address's confirmation to /profile?emailChanged=1 (either with &error=… when refused).
 */
function useEmailChangedNotice() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const shown = useRef(false);
  const changed = params.get('emailChanged') === '1';
  const approved = params.get('emailApproved') === '1';
  const error = params.get('error');

  useEffect(() => {
    if ((!changed && !approved) || shown.current) return;
    shown.current = true;
    if (error)
      notifyError(
        t('Failed to update email. Please try again.'),
        t('The confirmation link is invalid or has expired.'),
      );
    else if (approved)
      notifySuccess(
        t('Change Approved'),
        t('We sent a confirmation link to the new address. The change happens when you click it.'),
      );
    else notifySuccess(t('Email Updated'), t('Your email address has been changed.'));
    void queryClient.invalidateQueries({ queryKey: profileKey });
    void refresh();
    // Drop the flag so a reload does not announce it again.
    setParams(
      (current) => {
        current.delete('emailChanged');
        current.delete('emailApproved');
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [changed, approved, error, queryClient, refresh, setParams]);
}

function ProfileShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <PageTitle>{t('Profile')}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('Your Profile')}</h1>
          <p className="mt-1 text-muted">{t('Manage your account information.')}</p>
        </div>
        <Link to="/chats" className={buttonClasses('outline', 'md')}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('My Chats')}
        </Link>
      </div>
      {children}
    </div>
  );
}

function ProfileSkeleton() {
  return <LoadingBlocks label={t('Loading profile…')} blocks={['h-80', 'h-48']} className="grid gap-6" />;
}
