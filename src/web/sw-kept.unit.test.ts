import { describe, expect, it } from 'vitest';
import { keptPage, keptRead } from './sw-kept';

const at = (path: string) => new URL(path, 'https://indianahalal.example');

describe('what the service worker keeps for offline use', () => {
  it('keeps the public reads, the catalogues and the passport', () => {
    for (const path of [
      '/api/businesses?category=restaurants&at=2026-11-26T18:00:00Z',
      '/api/businesses/saffron-lantern-kitchen',
      '/api/categories',
      '/api/messages/ar?v=3f2a',
      '/api/passport',
    ])
      expect(keptRead(at(path)), path).toBe(true);
  });

  it('never keeps the live stream, sign-in, chats, dashboards or what a mailed link opens', () => {
    for (const path of [
      '/api/live',
      '/api/auth/get-session',
      '/api/auth/verify-email?token=abc',
      '/api/chat/conversations',
      '/api/owner/businesses/1',
      '/api/admin/stats',
      '/api/unsubscribe/secret-token',
      '/api/subscriptions/confirm/secret-token',
      '/api/passports',
    ])
      expect(keptRead(at(path)), path).toBe(false);
  });

  it('keeps the pages a person visits, but not a mailed link nor a page opened with a token', () => {
    expect(keptPage(at('/r/saffron-lantern-kitchen'))).toBe(true);
    expect(keptPage(at('/c/restaurants?q=biryani&view=map'))).toBe(true);
    expect(keptPage(at('/passport'))).toBe(true);
    expect(keptPage(at('/api/unsubscribe/secret-token'))).toBe(false);
    expect(keptPage(at('/api/subscriptions/confirm/secret-token'))).toBe(false);
    expect(keptPage(at('/reset-password?token=secret'))).toBe(false);
  });
});
