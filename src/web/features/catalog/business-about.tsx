import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const FALLBACK = 'Experience authentic halal cuisine at this local establishment.';

/** SPEC §2 /r/{slug} About section. */
export function BusinessAbout({ description }: { description: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>About</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-line text-stone-700">{description?.trim() || FALLBACK}</p>
      </CardContent>
    </Card>
  );
}
