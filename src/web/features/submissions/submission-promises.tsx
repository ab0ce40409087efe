import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { msg, t, translate } from '../../lib/i18n';

// SPEC §1: what the submission page promises.
const promises = [
  msg('Basic listing is free'),
  msg('We review every submission within 2-3 business days'),
  msg('Approved listings appear in the directory immediately'),
  msg('Our team may contact you if we need more information'),
];

export function SubmissionPromises() {
  return (
    <Card className="bg-brand-soft">
      <CardHeader>
        <CardTitle>{t('What to Expect')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm text-stone-700">
          {promises.map((promise) => (
            <li key={promise} className="flex gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
              {translate(promise)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
