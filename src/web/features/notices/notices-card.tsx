import { useQueryClient } from '@tanstack/react-query';
import { BellRing, Smartphone, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { DIRECTORY_TIME_ZONE } from '../../../domain/events';
import { NOTICE_KINDS, type NoticeChannel, type NoticeKind } from '../../../domain/notices';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox-field';
import type { Choice } from '../../components/ui/choice-select';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PlainSelect } from '../../components/ui/plain-select';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { SubmitButton } from '../../components/ui/submit-button';
import { failureDescription } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { forgetThisDevice, pushBlocked, pushSupported, thisDeviceId, turnOnPush } from '../../lib/push/push-device';
import { useSession } from '../../lib/session/session-context';
import {
  type NoticeSettings,
  noticeSettingsKey,
  type PushDevice,
  useNoticeSettings,
  useRemoveDevice,
  useSaveNoticeSettings,
} from './notice-queries';

// Issue 36, on the profile: how each kind of notice reaches the person (email at once, a daily or weekly
// digest, push, or not at all), quiet hours for push, and the devices that get push notices.

/** What each kind of notice is about, in the words of its select's label. */
function kindLabel(kind: NoticeKind): string {
  switch (kind) {
    case 'place_halal':
      return t('Halal facts of places you watch');
    case 'place_hours':
      return t('Closures, reopenings and special hours');
    case 'place_news':
      return t('Events and updates from places you watch');
    case 'chat_reply':
      return t('Answers to your chats');
    case 'owner_activity':
      return t('New chats, reviews and reports for your business');
  }
}

function channelChoices(): Choice[] {
  return [
    ['email', t('Email at once')],
    ['daily', t('Daily email digest')],
    ['weekly', t('Weekly email digest')],
    ['push', t('Push to my devices')],
    ['none', t('Off')],
  ];
}

export function NoticesCard() {
  const settings = useNoticeSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Notifications')}</CardTitle>
        <CardDescription>
          {t(
            'Places you save are watched: choose how we tell you when one changes, when a business answers your chat, and about your own business.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {settings.data ? (
          <>
            <ChannelsForm
              key={JSON.stringify([settings.data.channels, settings.data.quiet])}
              settings={settings.data}
            />
            <PushDevices settings={settings.data} />
          </>
        ) : settings.isError ? (
          <p className="text-muted">{t('Failed to load your notification settings.')}</p>
        ) : (
          <LoadingBlocks label={t('Loading notification settings…')} blocks={['h-64']} />
        )}
      </CardContent>
    </Card>
  );
}

function ChannelsForm({ settings }: { settings: NoticeSettings }) {
  const { user } = useSession();
  const save = useSaveNoticeSettings();
  const [channels, setChannels] = useState<Record<NoticeKind, NoticeChannel>>(settings.channels);
  const [quiet, setQuiet] = useState(settings.quiet !== null);
  const [from, setFrom] = useState(settings.quiet?.from ?? '22:00');
  const [until, setUntil] = useState(settings.quiet?.until ?? '07:00');
  // The owner's kind is shown to those who run a business (and to admins, who may manage one).
  const kinds = NOTICE_KINDS.filter((kind) => kind !== 'owner_activity' || user?.role !== 'user');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ channels, quiet: quiet ? { from, until } : null });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={t('Notifications')}>
      {kinds.map((kind) => (
        <div key={kind} className="grid gap-1.5 sm:grid-cols-[1fr_18rem] sm:items-center sm:gap-4">
          <Label htmlFor={`notice-${kind}`}>{kindLabel(kind)}</Label>
          <PlainSelect
            id={`notice-${kind}`}
            value={channels[kind]}
            onValueChange={(channel) => setChannels((current) => ({ ...current, [kind]: channel as NoticeChannel }))}
            choices={channelChoices()}
          />
        </div>
      ))}
      <fieldset className="grid gap-2 border-t border-line pt-4">
        <legend className="sr-only">{t('Quiet hours')}</legend>
        <CheckboxField
          id="notice-quiet"
          label={t('Quiet hours for push notifications')}
          checked={quiet}
          onChange={(event) => setQuiet(event.target.checked)}
        />
        {quiet && (
          <div className="flex flex-wrap items-end gap-4">
            {(
              [
                ['notice-quiet-from', t('From'), from, setFrom],
                ['notice-quiet-until', t('Until'), until, setUntil],
              ] as const
            ).map(([id, label, value, setValue]) => (
              <div key={id} className="grid gap-1.5">
                <Label htmlFor={id}>{label}</Label>
                <Input
                  id={id}
                  type="time"
                  required
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  className="w-36"
                />
              </div>
            ))}
          </div>
        )}
        <p className="text-sm text-muted">
          {t('Push notices that come in quiet hours wait until they end. Times are Indiana time ({zone}).', {
            zone: DIRECTORY_TIME_ZONE,
          })}
        </p>
      </fieldset>
      <div>
        <SubmitButton busy={save.isPending}>{t('Save notification settings')}</SubmitButton>
      </div>
    </form>
  );
}

function PushDevices({ settings }: { settings: NoticeSettings }) {
  const queryClient = useQueryClient();
  const remove = useRemoveDevice();
  const [thisId, setThisId] = useState<string | null>(null);
  const [turningOn, setTurningOn] = useState(false);
  const [blocked, setBlocked] = useState(pushBlocked);
  const supported = pushSupported();

  useEffect(() => {
    let live = true;
    void thisDeviceId().then((id) => live && setThisId(id));
    return () => {
      live = false;
    };
  }, []);

  const thisDevice = settings.devices.find((device) => device.id === thisId);

  async function onTurnOn() {
    setTurningOn(true);
    try {
      const result = await turnOnPush(settings.pushKey);
      if (result === 'on') {
        notifySuccess(t('Push Notifications On'), t('This device will get the notices you send to push.'));
        setThisId(await thisDeviceId());
        await queryClient.invalidateQueries({ queryKey: noticeSettingsKey });
      } else if (result === 'blocked') setBlocked(true);
      else notifyError(t('Push notifications are not available'), t('This browser cannot receive push notifications.'));
    } catch (error) {
      notifyError(t('Failed to turn on push notifications. Please try again.'), failureDescription(error));
    } finally {
      setTurningOn(false);
    }
  }

  async function onRemove(device: PushDevice) {
    if (device === thisDevice) {
      await forgetThisDevice().catch(() => undefined);
      setThisId(null);
    }
    remove.mutate(device);
  }

  return (
    <section aria-labelledby="push-devices" className="grid gap-3 border-t border-line pt-4">
      <h3 id="push-devices" className="font-semibold text-ink">
        {t('Devices that get push notifications')}
      </h3>
      {settings.devices.length === 0 ? (
        <p className="text-sm text-muted">{t('No devices yet.')}</p>
      ) : (
        <ul className="grid gap-2">
          {settings.devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center gap-3 rounded-md border border-line p-3">
              <Smartphone aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">
                  {device.device || t('A device')}{' '}
                  {device === thisDevice && <Badge variant="accent">{t('This device')}</Badge>}
                </p>
                <p className="text-sm text-muted">{t('Added {date}', { date: formatDate(device.createdAt) })}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('Remove {device}', { device: device.device || t('A device') })}
                disabled={remove.isPending}
                onClick={() => void onRemove(device)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!supported ? (
        <p className="text-sm text-muted">{t('This browser cannot receive push notifications.')}</p>
      ) : blocked ? (
        <p className="text-sm text-muted">
          {t('Notifications are blocked for this site. Allow them in your browser settings to get push notices.')}
        </p>
      ) : (
        !thisDevice && (
          <Button variant="outline" className="justify-self-start" disabled={turningOn} onClick={() => void onTurnOn()}>
            <BellRing aria-hidden="true" className="size-4" />
            {t('Turn on push on this device')}
          </Button>
        )
      )}
    </section>
  );
}
