import { isErrorCode } from './api';
import { t } from './i18n';

/**
 * Issue 29: the server keeps at most 25MB of a person's uploads waiting for the forms that use them, and
 * refuses another past that (429 UPLOAD_QUOTA_EXCEEDED). The toast for that refusal, or null for any other failure.
 */
export function uploadQuotaToast(error: unknown): readonly [title: string, description: string] | null {
  if (!isErrorCode(error, 'UPLOAD_QUOTA_EXCEEDED')) return null;
  return [
    t('Too many uploads waiting'),
    t('You have 25MB of uploads waiting to be saved. Save the form that uses them, or try again later.'),
  ];
}
