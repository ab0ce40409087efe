import { formatDate } from '../../../lib/format';

/** 'Feb 18, 2026' for an Indiana date 'yyyy-MM-dd' (read at its noon, so no zone moves it a day). */
export function ramadanDayText(date: string): string {
  return formatDate(`${date}T17:00:00Z`);
}
