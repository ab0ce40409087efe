import { DashboardLoading } from './dashboard-loading';
import { useNoticeOnce } from './notice-once';

interface LeaveWithNoticeProps {
  title: string;
  description: string;
  to: string;
}

/** Says why the dashboard cannot open (a toast), then goes to `to`. */
export function LeaveWithNotice({ title, description, to }: LeaveWithNoticeProps) {
  useNoticeOnce(title, description, to);
  return <DashboardLoading />;
}
