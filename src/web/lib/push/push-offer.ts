import type { NoticeKind } from '../../../domain/notices';
import { api, failureDescription, readJson } from '../api';
import { t } from '../i18n';
import { loadToasts, notifyError, notifySuccess } from '../notify';
import { pushSupported, turnOnPush } from './push-device';

// Issue 36: push is offered after the person does something it helps with (saving a place, sending a
// chat), never on a visit; once a month at most, and never again once they have answered the browser.

const OFFERED_KEY = 'push-offered';
const OFFER_AGAIN_MS = 30 * 24 * 60 * 60 * 1000;

/** What the person just did, and the notices push would then bring them. */
const OFFERS = {
  saved: {
    kinds: ['place_halal', 'place_hours'],
    text: () => t('We can tell you here when a place you saved changes its halal facts or its hours.'),
  },
  chat: {
    kinds: ['chat_reply'],
    text: () => t('We can tell you here when the business answers.'),
  },
} satisfies Record<string, { kinds: NoticeKind[]; text: () => string }>;

export type PushOffer = keyof typeof OFFERS;

/** Whether to offer now: push can work, the person has not answered the browser, and was not asked lately. */
function offerDue(now: number): boolean {
  if (!pushSupported() || Notification.permission !== 'default') return false;
  return now - Number(localStorage.getItem(OFFERED_KEY) ?? 0) >= OFFER_AGAIN_MS;
}

/** Offers push on this device in a toast with 'Turn on'; does nothing when it is not the time. */
export function offerPush(offer: PushOffer) {
  const now = Date.now();
  if (!offerDue(now)) return;
  localStorage.setItem(OFFERED_KEY, String(now));
  void loadToasts().then(({ toast }) =>
    toast(t('Get notified on this device?'), {
      description: OFFERS[offer].text(),
      duration: 20_000,
      action: { label: t('Turn on'), onClick: () => void turnOn(offer) },
    }),
  );
}

/** Subscribes this device and sends the offer's kinds of notice to push. */
async function turnOn(offer: PushOffer) {
  try {
    const settings = await readJson(api.api.notices.settings.$get());
    const result = await turnOnPush(settings.pushKey);
    if (result !== 'on') {
      notifyError(
        t('Push notifications are not available'),
        result === 'blocked'
          ? t('Notifications are blocked for this site. Allow them in your browser settings to get push notices.')
          : t('This browser cannot receive push notifications.'),
      );
      return;
    }
    const channels = Object.fromEntries(OFFERS[offer].kinds.map((kind) => [kind, 'push']));
    await readJson(api.api.notices.settings.$put({ json: { channels } }));
    notifySuccess(t('Push Notifications On'), t('Change what comes here on your profile, under Notifications.'));
  } catch (error) {
    notifyError(t('Failed to turn on push notifications. Please try again.'), failureDescription(error));
  }
}
