import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  businessLocations,
  certificateReminders,
  halalProfiles,
  ownerEdits,
  profiles,
} from '../../db/schema';
import { startCertificateReminders } from '../../housekeeping';
import { type BusinessSpec, givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { mailCertificateReminders } from './certificate-reminders';

// Issue 16, decision 015: owners hear 30 and 7 days before their halal certificate expires, once each,
// however many server copies run the job.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Each story's certificate expires in a year of its own, so one story's clock never reaches another's. */
let storyYear = 2040;

/** Noon in Indiana, `days` before (or after, when negative) the calendar date `date`. */
function daysBefore(date: string, days: number): Date {
  const noon = new Date(`${date}T17:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() - days);
  return noon;
}

/** An owner's listed business whose own halal profile names a certificate expiring on June 30 of its year. */
async function givenCertificate(spec: BusinessSpec = {}) {
  const owner = await t.givenAccount({ role: 'business_owner' });
  const business = await givenBusiness(t.db, { name: 'Zabiha Grill', ownerId: owner.id, ...spec });
  const expiresOn = `${storyYear++}-06-30`;
  const [profile] = await t.db
    .insert(halalProfiles)
    .values({ businessId: business.id, level: 'fully', certificateExpiresOn: expiresOn })
    .returning();
  const runJob = (daysLeft: number) =>
    mailCertificateReminders(t.db, t.config.publicUrl, daysBefore(expiresOn, daysLeft));
  return { owner, business, profile: profile!, expiresOn, runJob };
}

async function remindersTo(email: string) {
  return (await t.deliverMail()).filter((m) => m.to === email && m.subject.startsWith('Your halal certificate'));
}

describe('certificate expiry reminders', () => {
  it('mail the owner 30 days before, once, then 7 days before, with the date and the way to the dashboard', async () => {
    const { owner, runJob, expiresOn } = await givenCertificate();

    await runJob(31);
    expect(await remindersTo(owner.email)).toHaveLength(0);

    expect(await runJob(30)).toBe(1);
    const [first, ...more] = await remindersTo(owner.email);
    expect(more).toHaveLength(0);
    expect(first!.subject).toBe('Your halal certificate for Zabiha Grill expires in 30 days');
    expect(first!.text).toContain(
      `The halal certificate on file for Zabiha Grill expires on June 30, ${expiresOn.slice(0, 4)}.`,
    );
    expect(first!.text).toContain('http://localhost:3000/business');
    expect(first!.html).toContain('href="http://localhost:3000/business"');

    // The same day again, and the days until the next reminder, mail nothing.
    expect(await runJob(30)).toBe(0);
    await runJob(20);
    await runJob(8);
    expect(await remindersTo(owner.email)).toHaveLength(1);

    expect(await runJob(7)).toBe(1);
    const all = await remindersTo(owner.email);
    expect(all.map((m) => m.subject)).toEqual([
      'Your halal certificate for Zabiha Grill expires in 30 days',
      'Your halal certificate for Zabiha Grill expires in 7 days',
    ]);
    await runJob(3);
    await runJob(0);
    expect(await remindersTo(owner.email)).toHaveLength(2);
  });

  it('send only the 7-day reminder for a certificate added with 5 days left', async () => {
    const { owner, runJob } = await givenCertificate();
    expect(await runJob(5)).toBe(1);
    await runJob(4);
    const mails = await remindersTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your halal certificate for Zabiha Grill expires in 7 days']);
  });

  it('send nothing while a renewed certificate waits for review', async () => {
    const { owner, business, expiresOn, runJob } = await givenCertificate();
    const renewed = `${Number(expiresOn.slice(0, 4)) + 1}-06-30`;
    await t.db.insert(ownerEdits).values({
      businessId: business.id,
      kind: 'halal_profile',
      changes: { level: 'fully', certificateExpiresOn: renewed },
      requestedBy: owner.id,
    });
    expect(await runJob(30)).toBe(0);
    // The request is withdrawn: the old certificate is what is on file, so its owner hears of it.
    await t.db.delete(ownerEdits).where(eq(ownerEdits.businessId, business.id));
    expect(await runJob(7)).toBe(1);
  });

  it('send nothing for a certificate that has expired', async () => {
    const { owner, runJob } = await givenCertificate();
    expect(await runJob(-1)).toBe(0);
    expect(await runJob(-30)).toBe(0);
    expect(await remindersTo(owner.email)).toHaveLength(0);
  });

  it('start over for a renewed certificate', async () => {
    const { owner, profile, runJob, expiresOn } = await givenCertificate();
    await runJob(30);
    await runJob(7);
    expect(await remindersTo(owner.email)).toHaveLength(2);

    // Renewed on the last day, for a year: a new date, so new reminders.
    const renewedOn = `${Number(expiresOn.slice(0, 4)) + 1}-06-30`;
    await t.db.update(halalProfiles).set({ certificateExpiresOn: renewedOn }).where(eq(halalProfiles.id, profile.id));
    await mailCertificateReminders(t.db, t.config.publicUrl, daysBefore(expiresOn, 0));
    expect(await remindersTo(owner.email)).toHaveLength(2);
    expect(await mailCertificateReminders(t.db, t.config.publicUrl, daysBefore(renewedOn, 30))).toBe(1);
    expect(await mailCertificateReminders(t.db, t.config.publicUrl, daysBefore(renewedOn, 7))).toBe(1);
    expect(await remindersTo(owner.email)).toHaveLength(4);
    const recorded = await t.db
      .select({ expiresOn: certificateReminders.certificateExpiresOn, days: certificateReminders.days })
      .from(certificateReminders)
      .where(eq(certificateReminders.profileId, profile.id));
    expect(recorded).toHaveLength(4);
    expect(recorded).toEqual(expect.arrayContaining([{ expiresOn: renewedOn, days: 30 }]));
  });

  it('queue one mail when two runs meet', async () => {
    const { owner, runJob } = await givenCertificate();
    const queued = await Promise.all([runJob(30), runJob(30), runJob(30)]);
    expect(queued.reduce((a, b) => a + b)).toBe(1);
    expect(await remindersTo(owner.email)).toHaveLength(1);
  });

  it("name the branch when the certificate is one location's", async () => {
    const { owner, business, profile, runJob } = await givenCertificate({
      name: 'Kabob Corner',
      locations: [
        { name: 'Main Location', city: 'Indianapolis' },
        { name: 'Downtown', city: 'Carmel' },
      ],
    });
    const [downtown] = await t.db
      .select({ id: businessLocations.id })
      .from(businessLocations)
      .where(and(eq(businessLocations.businessId, business.id), eq(businessLocations.name, 'Downtown')));
    await t.db.update(halalProfiles).set({ locationId: downtown!.id }).where(eq(halalProfiles.id, profile.id));

    await runJob(30);
    const [mail] = await remindersTo(owner.email);
    expect(mail!.subject).toBe('Your halal certificate for Kabob Corner (Downtown, Carmel, IN) expires in 30 days');
    expect(mail!.text).toContain('The halal certificate on file for Kabob Corner (Downtown, Carmel, IN) expires on');
  });

  it('go to no one for a listing that is closed, rejected, not yet approved or no longer run by its owner, nor to a banned owner', async () => {
    const closed = await givenCertificate();
    await t.db.update(businesses).set({ closedAt: new Date() }).where(eq(businesses.id, closed.business.id));
    const rejected = await givenCertificate({ rejected: true });
    const pending = await givenCertificate({ approved: false });
    const demoted = await givenCertificate();
    // The owner's role was taken away: they cannot open the dashboard to upload anything.
    await t.db.update(profiles).set({ role: 'user' }).where(eq(profiles.id, demoted.owner.id));
    // A banned owner cannot sign in to upload the renewal.
    const banned = await givenCertificate();
    await t.db.update(profiles).set({ banned: true }).where(eq(profiles.id, banned.owner.id));

    for (const story of [closed, rejected, pending, demoted, banned]) {
      expect(await story.runJob(30)).toBe(0);
      expect(await story.runJob(7)).toBe(0);
      expect(await remindersTo(story.owner.email)).toHaveLength(0);
    }
  });
});

describe('the certificate reminder job', () => {
  it('runs on its interval with the clock it was given', async () => {
    const { owner, expiresOn } = await givenCertificate();
    const job = startCertificateReminders(
      { db: t.db, publicUrl: t.config.publicUrl },
      { intervalMs: 20, firstRunMs: 0, now: () => daysBefore(expiresOn, 30) },
    );
    try {
      const deadline = Date.now() + 5000;
      while ((await remindersTo(owner.email)).length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      // A few more runs the same day change nothing.
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      job.stop();
    }
    expect(await remindersTo(owner.email)).toHaveLength(1);
  });
});

// Two server copies on one PostgreSQL database, each running the job at the same moment: one of them
// sends. PGlite belongs to one process, so this runs on TEST_DATABASE_URL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('certificate reminders across server copies', () => {
  let second: TestContext;
  beforeAll(async () => {
    second = await createTestContext({}, { sameDatabaseAs: t });
  });
  afterAll(() => second?.close());

  it('are sent by one copy only', async () => {
    const { owner, expiresOn } = await givenCertificate();
    const now = daysBefore(expiresOn, 30);
    const queued = await Promise.all([
      mailCertificateReminders(t.db, t.config.publicUrl, now),
      mailCertificateReminders(second.db, second.config.publicUrl, now),
      mailCertificateReminders(t.db, t.config.publicUrl, now),
      mailCertificateReminders(second.db, second.config.publicUrl, now),
    ]);
    expect(queued.reduce((a, b) => a + b)).toBe(1);
    expect(await remindersTo(owner.email)).toHaveLength(1);
  });
});
