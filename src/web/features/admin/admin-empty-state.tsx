import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';

/** What a tab shows when it has nothing to list. */
export function AdminEmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-2 py-10 text-center">
        <Icon aria-hidden="true" className="size-10 text-brand" />
        <p className="text-lg font-semibold text-ink">{title}</p>
        <p className="text-sm text-muted">{text}</p>
      </CardContent>
    </Card>
  );
}
