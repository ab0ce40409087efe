import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPath } from './redirect-target';

const SITE = 'https://indianahalal.example';
const follow = (value: string | null | undefined) => safeRedirect(value, '/', SITE);

describe('a redirect read from the URL', () => {
  it('is followed when it is a page of this site, with its query and fragment', () => {
    expect(follow('/profile')).toBe('/profile');
    expect(follow('/profile?tab=x#y')).toBe('/profile?tab=x#y');
    expect(follow('/r/cafe-zaytoon?chat=open')).toBe('/r/cafe-zaytoon?chat=open');
    expect(follow('/business?manage=8d4f')).toBe('/business?manage=8d4f');
    expect(follow('/c/%D9%85%D8%B7%D8%B9%D9%85')).toBe('/c/%D9%85%D8%B7%D8%B9%D9%85');
    expect(follow(`${SITE}/passport`)).toBe('/passport');
  });

  it('is dropped for the default page when it leads to another site', () => {
    for (const value of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'https://evil.example/profile',
      'http://indianahalal.example/profile',
      `${SITE}.evil.example/`,
      `${SITE}@evil.example/`,
      ' //evil.example',
    ])
      expect(follow(value), value).toBe('/');
  });

  it('is dropped when a browser would read a control character or backslash away into another address', () => {
    for (const value of [
      '/\t/evil.example/x',
      '/%09/evil.example/x',
      '/\n/evil.example',
      '/%0A/evil.example',
      '/\r/evil.example',
      '/%0d/evil.example',
      '/\u0000/profile',
      '/%00/profile',
      '/\u007f/evil.example',
      '/%7F/evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/profile?next=%5C%5Cevil.example',
    ])
      expect(follow(value), JSON.stringify(value)).toBe('/');
  });

  it('is dropped when it is a script or data address, or cannot be read', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/%E0%A4%A',
    ])
      expect(follow(value), value).toBe('/');
    // Encoded, the scheme is only the name of a page here, which the router answers as not found.
    expect(follow('javascript%3Aalert(1)')).toBe('/javascript%3Aalert(1)');
  });

  it('falls back to the given default page when there is none', () => {
    expect(safeRedirect(null, '/passport', SITE)).toBe('/passport');
    expect(safeRedirect(undefined, '/passport', SITE)).toBe('/passport');
    expect(safeRedirect('', '/passport', SITE)).toBe('/passport');
    expect(safeRedirect('//evil.example', '/passport', SITE)).toBe('/passport');
  });

  it('comes back as it was sent to the sign-in page', () => {
    const page = '/r/cafe-zaytoon?chat=open';
    const signIn = new URL(signInPath(page), SITE);
    expect(signIn.pathname).toBe('/auth');
    expect(follow(signIn.searchParams.get('redirect'))).toBe(page);
  });
});
