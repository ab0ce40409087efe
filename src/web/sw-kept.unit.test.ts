import { describe, expect, it } from 'vitest';
import { keptPage, keptRead, OFFLINE_PAGE_MARKER, offlinePageDocument } from './sw-kept';

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
    // A shared list's link is its secret: once sharing stops, no copy of it is left on the device.
    expect(keptPage(at('/l/Qm9vayBvZiBwbGFjZXMgdG8g'))).toBe(false);
  });
});

describe("the offline page's document (a page never seen, asked for without a connection)", () => {
  const keptBusinessPage = [
    '<!doctype html>',
    '<html lang="ar" dir="rtl">',
    '  <head>',
    '    <title>Cardamom &amp; Crema — دليل إنديانا للحلال</title>',
    '    <link rel="preload" as="fetch" crossorigin="anonymous" id="messages" href="/api/messages/ar?v=3f2a">',
    '    <script type="module" crossorigin src="/assets/page-start-1.js"></script>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '  </head>',
    '  <body>',
    '    <div id="root"><main><div><h1>Cardamom &amp; Crema</h1></div></main></div><script type="application/json" id="page-data">{"queries":[]}</script>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('is the page kept last without its markup, data or title, in its language with its catalogue, marked for the app', () => {
    const html = offlinePageDocument(keptBusinessPage);

    expect(html).toContain(`<meta name="${OFFLINE_PAGE_MARKER}" content="">`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Cardamom');
    expect(html).not.toContain('page-data');
    expect(html).not.toContain('<title>');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('href="/api/messages/ar?v=3f2a"');
    expect(html).toContain('src="/assets/page-start-1.js"');
    expect(html).toContain('src="/assets/index-1.js"');
  });

  it('is the page kept last without the shell the server sent for a page the browser draws (issue 40)', () => {
    const keptShell = keptBusinessPage.replace(
      /<div id="root">[\s\S]*?<\/script>/,
      '<div id="root"><div class="flex"><header><a href="/">Indiana Halal Directory</a></header><main><div role="status"></div></main><footer></footer></div></div>',
    );

    const html = offlinePageDocument(keptShell);

    expect(html).toContain('<div id="root"></div>\n  </body>');
    expect(html).not.toContain('<header>');
  });

  it("is the app's bare document, marked, when no page is kept", () => {
    const bare =
      '<html lang="en">\n  <head>\n    <title>Indiana Halal Directory</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

    const html = offlinePageDocument(bare);

    expect(html).toContain(`<meta name="${OFFLINE_PAGE_MARKER}" content="">`);
    expect(html).toContain('<div id="root"></div>');
  });
});
