import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notifyError } from '../../lib/notify';
import { DashboardLoading } from './dashboard-loading';

interface LeaveWithNoticeProps {
  title: string;
  description: string;
  to: string;
}

/**
 * Says why the dashboard cannot open (a toast), then goes to `to`: 'Access Denied', which the session
 * decides before anything is read. A read that fails says so through its query (lib/load-failure.ts).
 */
export function LeaveWithNotice({ title, description, to }: LeaveWithNoticeProps) {
  const navigate = useNavigate();
  // Once, not again when React runs the effect a second time.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notifyError(title, description);
    void navigate(to, { replace: true });
  }, [title, description, to, navigate]);
  return <DashboardLoading />;
}
