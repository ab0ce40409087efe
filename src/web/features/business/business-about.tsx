import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { msg, t, translate } from '../../lib/i18n';

const FALLBACK = msg('Experience authentic halal cuisine at this local establishment.');

/** SPEC §2 /r/{slug} About section. */
export function BusinessAbout({ description }: { description: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('About')}</CardTitle>
      </CardHeader>
      <CardContent>
        <p dir="auto" className="whitespace-pre-line text-stone-700">
          {description?.trim() || translate(FALLBACK)}
        </p>
      </CardContent>
    </Card>
  );
}
