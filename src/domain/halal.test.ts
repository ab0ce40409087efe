import { describe, expect, it } from 'vitest';
import {
  certificateReminderDue,
  daysBetween,
  EVIDENCE_TIERS,
  type EvidenceFacts,
  evidenceTier,
  isCertificateCurrent,
  monthsBefore,
  offeredCertifiers,
  verificationStatus,
} from './halal';

const now = new Date('2026-11-23T17:00:00Z');
const today = '2026-11-23';
const noEvidence: EvidenceFacts = {
  hasProfile: false,
  certificateCheckedAt: null,
  certificateExpiresOn: null,
  confirmations: [],
};

describe('the evidence tier (issue 16)', () => {
  it("says 'Not checked yet' without a profile, and 'Owner declared' with one", () => {
    expect(EVIDENCE_TIERS[evidenceTier(noEvidence, now, today)]).toBe('Not checked yet');
    expect(EVIDENCE_TIERS[evidenceTier({ ...noEvidence, hasProfile: true }, now, today)]).toBe('Owner declared');
  });

  it("says 'Certificate on file' while a checked certificate is current, through its last day, then drops back", () => {
    const certified = {
      ...noEvidence,
      hasProfile: true,
      certificateCheckedAt: new Date('2026-06-01T12:00:00Z'),
      certificateExpiresOn: '2026-11-23',
    };
    expect(evidenceTier(certified, now, today)).toBe('certificate_on_file');
    expect(evidenceTier(certified, now, '2026-11-24')).toBe('owner_declared');
    // A certificate nobody has checked yet is only the owner's word.
    expect(evidenceTier({ ...certified, certificateCheckedAt: null }, now, today)).toBe('owner_declared');
  });

  it("says 'Verified by the community' after three confirmations within 12 months, not older ones", () => {
    const recent = [new Date('2026-10-01T12:00:00Z'), new Date('2026-03-01T12:00:00Z')];
    const two = { ...noEvidence, hasProfile: true, confirmations: recent };
    expect(evidenceTier(two, now, today)).toBe('owner_declared');
    const stale = { ...two, confirmations: [...recent, new Date('2025-11-22T12:00:00Z')] };
    expect(evidenceTier(stale, now, today)).toBe('owner_declared');
    const three = { ...two, confirmations: [...recent, new Date('2025-11-24T12:00:00Z')] };
    expect(evidenceTier(three, now, today)).toBe('community_verified');
  });
});

describe("'Last verified' (issue 16)", () => {
  it('is the later of the admin’s verification and the owner’s re-confirmation', () => {
    const admin = new Date('2026-02-01T12:00:00Z');
    const owner = new Date('2026-09-01T12:00:00Z');
    expect(verificationStatus(admin, owner, now)).toEqual({ lastVerified: owner, overdue: false });
    expect(verificationStatus(owner, null, now)).toEqual({ lastVerified: owner, overdue: false });
  });

  it('is overdue when never verified, or not in the last 12 months', () => {
    expect(verificationStatus(null, null, now)).toEqual({ lastVerified: null, overdue: true });
    expect(verificationStatus(new Date('2025-11-22T12:00:00Z'), null, now).overdue).toBe(true);
    expect(verificationStatus(new Date('2025-11-24T12:00:00Z'), null, now).overdue).toBe(false);
  });
});

describe('certificate reminders (issue 16)', () => {
  it('are mailed 30 and 7 days before the expiry date, each once', () => {
    expect(certificateReminderDue('2026-12-24', today, [])).toBeNull();
    expect(certificateReminderDue('2026-12-23', today, [])).toBe(30);
    expect(certificateReminderDue('2026-12-10', today, [30])).toBeNull();
    expect(certificateReminderDue('2026-11-30', today, [30])).toBe(7);
    expect(certificateReminderDue('2026-11-25', today, [30, 7])).toBeNull();
  });

  it('skip to the 7-day one for a certificate added late, and stop once it has expired', () => {
    expect(certificateReminderDue('2026-11-28', today, [])).toBe(7);
    expect(certificateReminderDue('2026-11-23', today, [])).toBe(7);
    expect(certificateReminderDue('2026-11-22', today, [])).toBeNull();
  });
});

describe('calendar arithmetic', () => {
  it('counts whole days across a change of daylight saving time', () => {
    expect(daysBetween('2026-11-01', '2026-11-02')).toBe(1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
    expect(isCertificateCurrent(null, today)).toBe(false);
  });

  it('goes back whole months, the 31st falling back to the month’s last day', () => {
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-11-23T17:00:00Z'), 12).toISOString()).toBe('2025-11-23T17:00:00.000Z');
  });
});

describe('the certifying bodies a profile may name (decision 020)', () => {
  const hoosier = { id: 'hoosier', name: 'Hoosier Halal Standards Board', retired: false };
  const crossroads = { id: 'crossroads', name: 'Crossroads Zabiha Assurance', retired: true };
  const lakes = { id: 'lakes', name: 'Great Lakes Halal Review', retired: false };

  it('offers the bodies still in service, not the retired ones, to a new choice', () => {
    expect(offeredCertifiers([hoosier, crossroads, lakes], null)).toEqual([hoosier, lakes]);
    expect(offeredCertifiers([hoosier, crossroads, lakes], 'hoosier')).toEqual([hoosier, lakes]);
  });

  it('keeps offering a retired body to the profile that already names it', () => {
    expect(offeredCertifiers([hoosier, crossroads, lakes], 'crossroads')).toEqual([hoosier, crossroads, lakes]);
  });
});
