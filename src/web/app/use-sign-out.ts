import { useNavigate } from 'react-router';
import { useSession } from '../lib/session/session-context';
import { notifyError } from '../lib/notify';

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
