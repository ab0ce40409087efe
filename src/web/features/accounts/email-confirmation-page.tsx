import { CircleCheck, CircleExclamationPoint } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';

// SPEC §2 /email-confirmation. better-auth comes back with ?error=INVALID_TOKEN|TOKEN_EXPIRED on a bad link.
export function EmailConfirmationPage() {
  const [params] = useSearchParams();
  const failed = params.has('error');

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <PageTitle>{failed ? 'Confirmation link invalid' : 'Email Confirmed'}</PageTitle>
      <Card className="text-center">
        <CardContent className="grid justify-items-center gap-4">
          {failed ? <InvalidLink /> : <Confirmed />}
        </CardContent>
      </Card>
    </div>
  );
}

function Confirmed() {
  const navigate = useNavigate();
  return (
    <>
      <CircleCheck aria-hidden="true" className="size-14 text-brand" />
      <h1 className="text-2xl font-bold text-ink">Email Confirmed</h1>
      <p className="text-muted">Your account is now active and ready to use!</p>
      {/* SPEC §2 calls this one a button (and Contact Support a link). */}
      <Button size="lg" className="w-full" onClick={() => navigate('/')}>
        Start Exploring
      </Button>
      <p className="text-sm text-muted">
        Having trouble?{' '}
        <Link to="/contact" className="font-semibold text-brand underline-offset-4 hover:underline">
          Contact Support
        </Link>
      </p>
    </>
  );
}

function InvalidLink() {
  return (
    <>
      <CircleExclamationPoint aria-hidden="true" className="size-14 text-danger" />
      <h1 className="text-2xl font-bold text-ink">Confirmation link invalid</h1>
      <p className="text-muted">
        This confirmation link is invalid or has expired. Sign in with your email and password and we will send you a
        new link.
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to="/auth?tab=login">Go to Sign In</Link>
      </Button>
      <Link to="/contact" className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
        Contact Support
      </Link>
    </>
  );
}
