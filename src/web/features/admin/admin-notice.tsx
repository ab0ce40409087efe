import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { t } from '../../lib/i18n';

interface AdminNoticeProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The way out: a link styled as a button. */
  action: ReactNode;
}

/** A whole-page message in place of the dashboard (signed out, not an admin). */
export function AdminNotice({ icon: Icon, title, text, action }: AdminNoticeProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <PageTitle>{t('Admin Dashboard')}</PageTitle>
      <Card>
        <CardContent className="grid justify-items-center gap-4 py-10 text-center">
          <Icon aria-hidden="true" className="size-12 text-brand" />
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          <p className="text-muted">{text}</p>
          {action}
        </CardContent>
      </Card>
    </div>
  );
}
