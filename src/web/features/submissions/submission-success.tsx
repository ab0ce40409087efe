import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { msg, t, translate } from '../../lib/i18n';

export const submittedTitle = msg('Business Submitted');
export const submittedText = msg('Thank you! We will review your submission within 2-3 business days.');

/** The view after a successful submission; focus moves to its heading so it is announced. */
export function SubmissionSuccess({
  businessName,
  onSubmitAnother,
}: {
  businessName: string;
  onSubmitAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 py-10 text-center">
        <CheckCircle2 aria-hidden="true" className="size-14 text-brand" />
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          {translate(submittedTitle)}
        </h2>
        <p className="max-w-md text-muted">{translate(submittedText)}</p>
        <p className="max-w-md text-sm text-muted">
          {t('We have emailed you a confirmation for')} <span className="font-semibold text-ink">{businessName}</span>
          {t('.')}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={onSubmitAnother}>{t('Submit Another Business')}</Button>
          <Link to="/" className={buttonClasses('outline', 'md')}>
            {t('Back to Home')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
