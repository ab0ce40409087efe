import { describe, expect, it } from 'vitest';
import { noticeOf, pageOnSite } from './sw-notices';

const origin = 'https://indianahalal.example';

describe('a notice pushed to this device (issue 36)', () => {
  it("shows its title and text, the place's image, and opens the place's page", () => {
    const notice = noticeOf(
      JSON.stringify({
        title: 'Saffron Grill: halal certificate expired',
        body: 'The certificate on file expired on 27 November.',
        url: '/r/saffron-grill',
        image: '/uploads/saffron-grill/cover-640.webp',
        tag: 'place-halal:1',
      }),
      origin,
    );
    expect(notice?.title).toBe('Saffron Grill: halal certificate expired');
    expect(notice?.options).toMatchObject({
      body: 'The certificate on file expired on 27 November.',
      icon: '/icons/icon-192.png',
      image: `${origin}/uploads/saffron-grill/cover-640.webp`,
      tag: 'place-halal:1',
      data: { url: `${origin}/r/saffron-grill` },
    });
  });

  it("shows a place's image kept in a bucket, but never one by plain http from elsewhere", () => {
    const at = (image: string) => {
      const notice = noticeOf(JSON.stringify({ title: 'Saffron Grill posted an event', url: '/r/x', image }), origin);
      return (notice?.options as { image?: string } | undefined)?.image;
    };
    expect(at('https://bucket.example/uploads/a-640.webp')).toBe('https://bucket.example/uploads/a-640.webp');
    expect(at('http://tracker.example/a.webp')).toBeUndefined();
    expect(at('javascript:alert(1)')).toBeUndefined();
  });

  it('shows nothing for a message that is not a notice', () => {
    for (const text of [null, '', 'not json', '{}', '{"title": ""}', '{"title": 5}'])
      expect(noticeOf(text, origin), String(text)).toBeNull();
  });

  it('never opens another site or a script', () => {
    expect(pageOnSite('https://evil.example/r/x', origin)).toBe(`${origin}/`);
    expect(pageOnSite('javascript:alert(1)', origin)).toBe(`${origin}/`);
    expect(pageOnSite(undefined, origin)).toBe(`${origin}/`);
    expect(pageOnSite('/chats?c=4', origin)).toBe(`${origin}/chats?c=4`);
  });
});
