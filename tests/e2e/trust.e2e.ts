import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { zonedDateParts } from '../../src/domain/events';
import { expectAccessible } from './accessibility';
import { ADMIN, DEMO_OWNER, DEMO_USER, screenshot, setUpJourney, waitForMail, withAdmin, withDemoData } from './server';

// Issue 16, halal trust, end to end: the owner of Saffron Lantern Kitchen renews its certificate and
// states its other meat as zabiha → the change waits for an admin, who approves and verifies it → visitors find
// it with 'Certified' and 'Zabiha' and read 'Certificate on file' and 'Last verified' → another visitor
// reports it permanently closed → the admin confirms → it leaves the lists, its page shows the banner,
// and the audit log shows each step. Owner and visitor at 375 px, the admin and the reporter at 1280.

const journey = setUpJourney('trust', { ...withDemoData, ...withAdmin });
const SLUG = 'saffron-lantern-kitchen';
const NAME = 'Saffron Lantern Kitchen';

let owner: Page;
let admin: Page;
let visitor: Page;
let reporter: Page;

interface HalalPage {
  id: string;
  closedAt: string | null;
  halal: {
    tier: string;
    lastVerified: string | null;
    profiles: { locationId: string | null; otherMeat: string; certificateExpiresOn: string | null }[];
  };
}
const businessPage = async () =>
  (await fetch(`${journey.server.url}/api/businesses/${SLUG}`).then((r) => r.json())) as HalalPage;
const ownProfile = (page: HalalPage) => page.halal.profiles.find((p) => p.locationId === null);

/** A one-page PDF, as a certifying body would send it. */
const certificatePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const renewedUntil = zonedDateParts(new Date(Date.now() + 300 * 86_400_000)).date;

beforeAll(async () => {
  owner = await journey.newPage(375);
  admin = await journey.newPage(1280);
  visitor = await journey.newPage(375);
  reporter = await journey.newPage(1280);
});

/** Picks `option` in the select labelled `label` (the halal fields are Radix selects). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('halal trust, from the owner to the audit log (issue 16)', () => {
  it('lets the owner renew the certificate; the change waits for an admin while the listing keeps its facts', async () => {
    const before = await businessPage();
    await journey.signIn(owner, DEMO_OWNER);
    await owner.goto(`${journey.server.url}/business?tab=info`);
    await owner.getByRole('combobox', { name: 'Halal details for' }).waitFor();
    await choose(owner, 'Other meat', 'Hand-slaughtered (zabiha)');
    await owner.getByLabel('Certificate expiry date').fill(renewedUntil);
    await owner
      .getByLabel('Certificate file')
      .setInputFiles({ name: 'certificate-2027.pdf', mimeType: 'application/pdf', buffer: certificatePdf });
    await owner.getByRole('link', { name: 'View certificate' }).waitFor();
    await owner.getByRole('button', { name: 'Save halal details' }).click();
    await owner
      .getByText("Saved. Changes to the halal level, slaughter or certificate wait for an admin's review.")
      .first()
      .waitFor();
    await owner.getByText('Waiting for review.').first().waitFor();
    await screenshot(owner, 'trust-owner-halal-details-375');
    await expectAccessible(owner, 'owner halal details waiting for review at 375 px', { toasts: true });

    // The listing keeps its verified facts until an admin approves the change.
    const during = ownProfile(await businessPage());
    expect(during?.otherMeat).toBe(ownProfile(before)?.otherMeat);
    expect(during?.certificateExpiresOn).toBe(ownProfile(before)?.certificateExpiresOn);
  });

  it('lets the admin approve the change and verify the profile: the certificate is on file', async () => {
    await journey.signIn(admin, ADMIN);
    await admin.goto(`${journey.server.url}/admin`);
    const queue = admin.getByRole('region', { name: 'Owner changes to review' });
    const change = queue.getByRole('article', { name: NAME });
    await change.getByText('Hand-slaughtered (zabiha)').first().waitFor();
    await screenshot(admin, 'trust-admin-owner-changes-1280');
    await expectAccessible(admin, 'owner changes to review at 1280 px');
    await change.getByRole('button', { name: 'Approve change' }).click();
    await admin.getByText('Change Approved').first().waitFor();
    await change.waitFor({ state: 'detached' });

    // The certificate changed, so it waits for a check: the admin verifies it.
    await admin.getByRole('tab', { name: 'Approved' }).click();
    await admin.getByRole('searchbox', { name: 'Search approved listings' }).fill('Saffron');
    const row = admin.getByRole('article', { name: NAME });
    await row.getByRole('button', { name: 'Verify halal details' }).click();
    await row.getByText(/^Last verified /).waitFor();

    const page = await businessPage();
    expect(page.halal.tier).toBe('certificate_on_file');
    expect(ownProfile(page)).toMatchObject({ otherMeat: 'zabiha', certificateExpiresOn: renewedUntil });
    expect(page.halal.lastVerified?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it("shows visitors the badges and 'Last verified', and finds the place by 'Certified' and 'Zabiha'", async () => {
    await visitor.goto(`${journey.server.url}/c/restaurants`);
    await visitor.locator('main article').first().waitFor();
    for (const chip of ['Certified', 'Zabiha']) {
      await visitor.getByRole('button', { name: chip }).click();
      await visitor.getByRole('button', { name: chip, pressed: true }).waitFor();
    }
    await visitor.waitForURL(/halal=certified%2Czabiha|halal=certified,zabiha/);
    const card = visitor.locator('main article').filter({ hasText: NAME });
    const badges = card.getByRole('list', { name: 'Halal' });
    await badges.getByText('Certified').waitFor();
    await badges.getByText('Zabiha').waitFor();
    await card.getByRole('link', { name: NAME, exact: true }).click();
    await visitor.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await visitor.getByText('Certificate on file').waitFor();
    await visitor.getByText(/^Last verified /).waitFor();
    await visitor.getByRole('heading', { name: 'Halal details' }).scrollIntoViewIfNeeded();
    await screenshot(visitor, 'trust-business-verified-375');
  });

  it('lets a signed-in visitor report the place permanently closed, once', async () => {
    await journey.signIn(reporter, DEMO_USER);
    await reporter.goto(`${journey.server.url}/r/${SLUG}`);
    // Once the page knows who is signed in (the account menu then offers Sign Out), the button opens the
    // report form (not the sign-in prompt).
    await reporter.getByRole('button', { name: 'Account' }).click();
    await reporter.getByRole('button', { name: 'Sign Out' }).waitFor();
    await reporter.keyboard.press('Escape');
    await reporter.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('radio', { name: 'Permanently closed' }).check();
    await dialog.getByLabel('Note (optional)').fill('The windows are papered over and the sign came down last week.');
    await expectAccessible(reporter, 'Report a problem dialog at 1280 px');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await reporter.getByText('Report sent').first().waitFor();
    await reporter.getByText('You reported a problem with this listing. An admin will look at it.').waitFor();
    await expect.poll(() => reporter.getByRole('button', { name: 'Report a problem' }).count()).toBe(0);
  });

  it('lets the admin confirm it closed: the place leaves the lists, its page shows the banner, the reporter hears', async () => {
    await admin.goto(`${journey.server.url}/admin?tab=reports`);
    const report = admin.getByRole('article', { name: NAME }).filter({ hasText: 'Permanently closed' });
    await report.getByRole('button', { name: 'Resolve' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Fixed' }).check();
    await dialog.getByLabel('Note to the reporter').fill('Thank you: we called and the place has closed for good.');
    await dialog.getByRole('button', { name: 'Resolve report' }).click();
    await admin.getByText('Report resolved').first().waitFor();

    const mail = await waitForMail(journey.server.dataDir, DEMO_USER.email, `Your report about ${NAME}`);
    expect(mail).toContain('we called and the place has closed for good');

    await visitor.goto(`${journey.server.url}/c/restaurants?halal=certified,zabiha`);
    await visitor
      .locator('main')
      .getByText(/^\d+ results?$/)
      .first()
      .waitFor();
    await expect.poll(() => visitor.locator('main article').filter({ hasText: NAME }).count()).toBe(0);
    const all = await fetch(`${journey.server.url}/api/businesses?category=all-businesses&q=Saffron`).then((r) =>
      r.json(),
    );
    expect(all.items.map((b: { name: string }) => b.name)).not.toContain(NAME);

    await visitor.goto(`${journey.server.url}/r/${SLUG}`);
    await visitor.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await visitor.getByText('Permanently closed', { exact: true }).first().waitFor();
    await visitor.getByText('This place has closed. Its page stays so its reviews and links are not lost.').waitFor();
    await screenshot(visitor, 'trust-business-closed-375');
    await expectAccessible(visitor, 'permanently closed business page at 375 px');
  });

  it("shows each step in the business's audit log", async () => {
    await admin.goto(`${journey.server.url}/admin?tab=audit`);
    const log = admin.getByRole('list', { name: 'Audit log' });
    await log
      .getByRole('button', { name: `Show only entries for business ${NAME}` })
      .first()
      .click();
    await admin.getByText(`Business: ${NAME}`).waitFor();
    const actions = async () =>
      (await log.getByRole('article').locator('h3').allTextContents()).map((text) => text.trim());
    await expect
      .poll(actions)
      .toEqual([
        'Business marked permanently closed',
        'Report resolved',
        'Halal details verified',
        'Owner edit approved',
      ]);
    await screenshot(admin, 'trust-audit-log-1280');
    await expectAccessible(admin, 'audit log filtered by business at 1280 px');
  });
});
