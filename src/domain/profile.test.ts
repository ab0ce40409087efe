import { describe, expect, it } from 'vitest';
import { instagramUrl } from './instagram';
import { accountTypeLabel, displayName, roleFlags } from './profile';

describe('profile rules', () => {
  it('builds the display name from first and last name joined by a space', () => {
    expect(displayName('Amina', 'Yusuf')).toBe('Amina Yusuf');
    expect(displayName(' Amina ', ' Yusuf ')).toBe('Amina Yusuf');
  });

  it('shows the account type with underscores as spaces', () => {
    expect(accountTypeLabel('business_owner')).toBe('business owner');
    expect(accountTypeLabel('admin')).toBe('admin');
  });

  it('derives the role flags, both false without a role', () => {
    expect(roleFlags('admin')).toEqual({ isAdmin: true, isBusinessOwner: false });
    expect(roleFlags('business_owner')).toEqual({ isAdmin: false, isBusinessOwner: true });
    expect(roleFlags('user')).toEqual({ isAdmin: false, isBusinessOwner: false });
    expect(roleFlags(null)).toEqual({ isAdmin: false, isBusinessOwner: false });
  });
});

describe('instagram links (SPEC §5)', () => {
  it('turns handles into profile links and keeps full links', () => {
    expect(instagramUrl('@halalbites')).toBe('https://instagram.com/halalbites');
    expect(instagramUrl('halalbites')).toBe('https://instagram.com/halalbites');
    expect(instagramUrl('https://www.instagram.com/halalbites/')).toBe('https://www.instagram.com/halalbites/');
    expect(instagramUrl('')).toBeNull();
    expect(instagramUrl(null)).toBeNull();
  });
});
