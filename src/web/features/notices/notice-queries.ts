import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';

// Issue 36: a person's notices on the profile: the channel of each kind, quiet hours for push, and the
// devices that get push notices (docs/decisions/033).

/** GET /api/notices/settings: channels by kind, quiet hours, devices, the server's public push key. */
export type NoticeSettings = InferResponseType<typeof api.api.notices.settings.$get, 200>;
export type NoticeSettingsInput = InferRequestType<typeof api.api.notices.settings.$put>['json'];
export type PushDevice = NoticeSettings['devices'][number];

export const noticeSettingsKey = ['notice-settings'] as const;

export function useNoticeSettings() {
  return useQuery({
    queryKey: noticeSettingsKey,
    queryFn: async (): Promise<NoticeSettings> => readJson(api.api.notices.settings.$get()),
    meta: {
      loadFailure: { log: 'Notice settings load failed', toast: t('Failed to load your notification settings.') },
    },
  });
}

export function useSaveNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: async (input: NoticeSettingsInput): Promise<NoticeSettings> =>
        readJson(api.api.notices.settings.$put({ json: input })),
      feedback: {
        success: [t('Notification Settings Saved'), t('We will tell you the way you chose.')],
        failure: t('Failed to save notification settings. Please try again.'),
      },
      onSuccess: (settings) => queryClient.setQueryData(noticeSettingsKey, settings),
    }),
  );
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: async (device: PushDevice) => {
        const res = await api.api.notices['push-subscriptions'][':id'].$delete({ param: { id: device.id } });
        if (!res.ok) await readJson(res);
      },
      feedback: {
        success: [t('Device Removed'), t('It no longer gets push notifications.')],
        failure: t('Failed to remove the device. Please try again.'),
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeSettingsKey }),
    }),
  );
}
