import { SignInPrompt } from '../../components/ui/sign-in-prompt';
import { t, translate } from '../../lib/i18n';
import { signInToReturnPath } from '../../lib/session/sign-in-return';

/** SPEC §8: what a signed-out visitor sees in place of the review or dispute form, with a way to sign in. */
export function AuthenticationRequired({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <SignInPrompt
      title={t('Authentication Required')}
      text={translate(message)}
      signInHref={signInToReturnPath(returnTo)}
    />
  );
}
