import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** SPEC §2 /contact: the Submit Your Business prompt. */
export function SubmitBusinessPrompt() {
  return (
    <Card className="bg-brand-soft">
      <CardHeader>
        <CardTitle>Submit Your Business</CardTitle>
        <CardDescription className="text-stone-700">
          Own a halal or Muslim-owned food business? Add it to the directory for free.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/submit-business" className={buttonClasses('primary', 'md')}>
          <Store aria-hidden="true" className="size-4" />
          Submit Your Business
        </Link>
      </CardContent>
    </Card>
  );
}
