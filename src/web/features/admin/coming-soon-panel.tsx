import { Card, CardContent } from '../../components/ui/card';

/** Stands in for a tab whose screen a later issue builds. */
export function ComingSoonPanel() {
  return (
    <Card>
      <CardContent>
        <p className="text-muted">This section is coming soon.</p>
      </CardContent>
    </Card>
  );
}
