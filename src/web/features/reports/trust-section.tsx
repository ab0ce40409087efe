import { BadgeCheck, Flag, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/class-names';
import { t, translate } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { type ReportedBusiness, ReportProblemDialog } from './report-problem-dialog';
import { CONFIRMED_TEXT, REPORTED_TEXT, useConfirmStillHalal, useTrust } from './trust-queries';

/**
 * Issue 16: the business page's 'Something wrong?' card, beside the halal details. Anyone sees 'Report a
 * problem' (a visitor is asked to sign in); someone who stamped or reviewed the place within 12 months may
 * confirm it is still halal, and three such people make it 'Verified by the community'.
 */
export function TrustSection({ business }: { business: ReportedBusiness }) {
  const { user } = useSession();
  const [reporting, setReporting] = useState(false);
  const report = () => setReporting(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Flag aria-hidden="true" className="size-5 text-brand" />
          {t('Something wrong?')}
        </CardTitle>
        <CardDescription>
          {t('Tell us when this listing is out of date, or confirm it is still halal.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {user ? (
          <ViewerTrust userId={user.id} business={business} onReport={report} />
        ) : (
          <ReportButton onClick={report} />
        )}
      </CardContent>
      <ReportProblemDialog business={business} open={reporting} onOpenChange={setReporting} />
    </Card>
  );
}

function ViewerTrust({
  userId,
  business,
  onReport,
}: {
  userId: string;
  business: ReportedBusiness;
  onReport: () => void;
}) {
  const trust = useTrust(userId, business.id);
  const confirm = useConfirmStillHalal(userId, business);
  const facts = trust.data;
  return (
    <>
      {facts?.confirmedAt ? (
        <p className="flex items-center gap-2 font-semibold text-brand-strong">
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
          {translate(CONFIRMED_TEXT)}
        </p>
      ) : (
        facts?.canConfirm && (
          <Button
            onClick={() => !confirm.isPending && confirm.mutate()}
            aria-disabled={confirm.isPending || undefined}
            aria-busy={confirm.isPending || undefined}
            className={cn('w-full sm:w-fit', confirm.isPending && 'cursor-wait opacity-60')}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t("Confirm it's still halal")}
          </Button>
        )
      )}
      {facts && facts.confirmations > 0 && (
        <p className="text-sm text-muted">
          {t("{count, plural, one {# person} other {# people}} confirmed it's still halal in the last 12 months.", {
            count: facts.confirmations,
          })}
        </p>
      )}
      {facts?.openReport ? (
        <p className="text-sm text-ink">{translate(REPORTED_TEXT)}</p>
      ) : (
        <ReportButton onClick={onReport} />
      )}
    </>
  );
}

function ReportButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" aria-haspopup="dialog" onClick={onClick} className="w-full sm:w-fit">
      <Flag aria-hidden="true" className="size-4" />
      {t('Report a problem')}
    </Button>
  );
}
