import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { ADMIN, setUpJourney, withAdmin, withDemoData } from './server';

// Issue 35, data in and out, end to end: an admin at 1280 px imports the made-up OpenStreetMap fixture from
// the dashboard, publishes two of its places (one alone, one with 'Publish selected'), and links an element
// that is a demo place already listed; a visitor at 375 px then reads a published place's credit to
// OpenStreetMap and the API's documentation.

const journey = setUpJourney('data-in', { ...withDemoData, ...withAdmin });
const FIXTURE = fileURLToPath(new URL('../../src/server/features/imports/fixtures/osm-indiana.json', import.meta.url));

let admin: Page;

beforeAll(async () => {
  admin = await journey.newPage(1280);
  await journey.signIn(admin, ADMIN);
});

describe('data in and out (issue 35)', () => {
  it('imports the OpenStreetMap fixture from the dashboard and says what it did', async () => {
    await admin.goto(`${journey.server.url}/admin?tab=imported`);
    await admin.getByLabel('OpenStreetMap file (Overpass JSON)').setInputFiles(FIXTURE);
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    const summary = admin.getByRole('status').filter({ hasText: 'new,' });
    await expect
      .poll(() => summary.textContent())
      .toMatch(/^\d+ new, 0 updated, 0 unchanged, [1-9]\d* possible duplicates, 6 left out\./);
    await admin
      .getByRole('list', { name: 'Imported places' })
      .getByRole('article', { name: 'Cedar & Sumac Grill' })
      .waitFor();
    await expectAccessible(admin, 'admin Imported tab after an import');
  });

  it('publishes two imported places: one alone, one selected', async () => {
    await admin.getByRole('button', { name: 'Publish Cedar & Sumac Grill' }).click();
    await admin.getByRole('article', { name: 'Cedar & Sumac Grill' }).waitFor({ state: 'detached' });
    await admin.getByRole('checkbox', { name: 'Select Boilermaker Shawarma' }).check();
    await admin.getByRole('button', { name: 'Publish selected (1)' }).click();
    await admin.getByRole('article', { name: 'Boilermaker Shawarma' }).waitFor({ state: 'detached' });
    for (const slug of ['cedar-sumac-grill', 'boilermaker-shawarma']) {
      const res = await fetch(`${journey.server.url}/api/businesses/${slug}`);
      expect(res.status, slug).toBe(200);
    }
  });

  it('links an element that is a place already listed, without creating it twice', async () => {
    const duplicate = admin.getByRole('article', { name: 'Saffron Lantern', exact: true });
    await expect.poll(() => duplicate.textContent()).toContain('Looks like Saffron Lantern Kitchen');
    await duplicate.getByRole('button', { name: 'Link Saffron Lantern to Saffron Lantern Kitchen' }).click();
    await duplicate.waitFor({ state: 'detached' });
    const search = (await (await fetch(`${journey.server.url}/api/businesses?q=Saffron%20Lantern`)).json()) as {
      items: { name: string }[];
    };
    expect(search.items.map((item) => item.name)).toEqual(['Saffron Lantern Kitchen']);
  });

  it("credits OpenStreetMap on a published place's page, and words its halal tag as map data", async () => {
    const visitor = await journey.newPage(375);
    await visitor.goto(`${journey.server.url}/r/cedar-sumac-grill`);
    await visitor.getByRole('link', { name: '© OpenStreetMap contributors' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'OpenStreetMap says: halal only' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/node\/\d+$/,
    );
    await expect.poll(() => visitor.getByText('Not checked yet').first().isVisible()).toBe(true);
    await expectAccessible(visitor, 'imported place page');
    await visitor.goto(`${journey.server.url}/data/api`);
    await visitor.getByText('GET /places', { exact: true }).waitFor();
    await expectAccessible(visitor, 'API documentation page');
  });
});
