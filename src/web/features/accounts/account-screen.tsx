import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';

/** The narrow single-card screen of the account pages: confirmation, forgotten and new password. */
export function AccountScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <PageTitle>{title}</PageTitle>
      <Card className="text-center">
        <CardContent className="grid justify-items-center gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

/** A quiet link under a screen's main action (Contact Support, Back to Sign In). */
export const secondaryLinkClasses =
  'rounded text-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
