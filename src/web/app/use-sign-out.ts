import { useNavigate } from 'react-router';
import { notifyError } from '../lib/notify';
import { useSession } from '../lib/session/session-context';

/** Signs out and goes home; a failure is told with SPEC §8's text. */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    const { error } = await signOut();
    if (error) {
      console.error('Sign out failed', error);
      notifyError('Failed to sign out. Please try again.');
      return;
    }
    navigate('/');
  };
}
