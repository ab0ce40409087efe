import { describe, expect, it } from 'vitest';
import type { FactProjection } from './halal-evidence';
import { clockOfMinutes, halalNoticeEvent, minutesOfClock, noticeSettingsInput } from './notice-settings';

const fact = (
  status: FactProjection['status'],
  value: string | null,
  validUntil: string | null = null,
): FactProjection => ({
  status,
  value,
  source: 'admin',
  asOf: null,
  validUntil,
  confirmations: 0,
  nextChange: null,
});

describe('what a watcher is told of halal facts that changed', () => {
  it('tells a certificate that stopped being current as expired', () => {
    expect(halalNoticeEvent({ certificate: fact('known', 'yes') }, { certificate: fact('needs_recheck', 'yes') })).toBe(
      'certificate_expired',
    );
    expect(halalNoticeEvent({ certificate: fact('known', 'yes') }, {})).toBe('certificate_expired');
  });

  it('tells a certificate current again, or current for longer, as renewed', () => {
    expect(halalNoticeEvent({ certificate: fact('needs_recheck', 'yes') }, { certificate: fact('known', 'yes') })).toBe(
      'certificate_renewed',
    );
    expect(
      halalNoticeEvent(
        { certificate: fact('known', 'yes', '2031-01-01T05:00:00Z') },
        { certificate: fact('known', 'yes', '2032-01-01T05:00:00Z') },
      ),
    ).toBe('certificate_renewed');
  });

  it('tells a fact whose sources now disagree as disputed, any other change as changed, and no change as nothing', () => {
    expect(halalNoticeEvent({ alcohol: fact('known', 'none') }, { alcohol: fact('disagree', null) })).toBe(
      'fact_disputed',
    );
    expect(halalNoticeEvent({ alcohol: fact('known', 'none') }, { alcohol: fact('needs_recheck', 'none') })).toBe(
      'halal_changed',
    );
    expect(halalNoticeEvent({ alcohol: fact('known', 'none') }, { alcohol: fact('known', 'none') })).toBeNull();
  });
});

describe('the notice settings', () => {
  it('reads quiet hours as minutes after midnight and back', () => {
    expect(minutesOfClock('22:30')).toBe(1350);
    expect(clockOfMinutes(1350)).toBe('22:30');
    expect(clockOfMinutes(5)).toBe('00:05');
  });

  it('accepts a channel per kind and overnight quiet hours, nothing else', () => {
    expect(
      noticeSettingsInput.safeParse({ channels: { chat_reply: 'push' }, quiet: { from: '22:00', until: '07:00' } })
        .success,
    ).toBe(true);
    expect(noticeSettingsInput.safeParse({ channels: { chat_reply: 'sms' } }).success).toBe(false);
    expect(noticeSettingsInput.safeParse({ quiet: { from: '22:00', until: '22:00' } }).success).toBe(false);
  });
});
