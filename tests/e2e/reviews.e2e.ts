import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { DEMO_OWNER, DEMO_USER, screenshot, setUpJourney, waitForMail, withDemoData } from './server';

const USER = DEMO_USER.email;
const journey = setUpJourney('reviews', withDemoData);

interface Stats {
  rating: { average: number; count: number };
}
const stats = async () =>
  (await fetch(`${journey.server.url}/api/businesses/saffron-lantern-kitchen`).then((r) => r.json())) as Stats;
const figures = (s: Stats) => [s.rating.average.toFixed(1), `(${s.rating.count})`];

describe('reviews', () => {
  it('a user reviews and edits; the owner replies and disputes; the reviewer is mailed the reply', async () => {
    const before = await stats();
    const user = await journey.newPage(1280);
    await journey.signIn(user, DEMO_USER);
    await user.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
    await user.getByRole('button', { name: 'Write a Review' }).click();
    let dialog = user.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.getByText('Please select a rating before submitting your review.').first().waitFor();
    await expectAccessible(user, 'review dialog asking for a rating at 1280 px');
    await dialog.getByRole('radio', { name: '1 star' }).click();
    await dialog.getByLabel('Comment').fill('Biryani was cold and the wait was long.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await user.getByText('Review Submitted').first().waitFor();

    const after = await stats();
    expect(after.rating.count).toBe(before.rating.count + 1);
    const [average, count] = figures(after);
    await user.getByText(average!, { exact: true }).first().waitFor();
    await user.getByText(`${after.rating.count} reviews`, { exact: true }).first().waitFor();
    await expectAccessible(user, "business page with the user's review at 1280 px");
    await user.goto(`${journey.server.url}/c/restaurants`);
    const card = user
      .locator('article, li, [data-business-card]')
      .filter({ has: user.getByRole('link', { name: 'Saffron Lantern Kitchen' }) })
      .first();
    await card.getByText(`${average}`, { exact: true }).waitFor();
    await card.getByText(count!, { exact: true }).waitFor();

    await user.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
    await user.getByRole('button', { name: 'Edit Your Review' }).click();
    dialog = user.getByRole('dialog');
    await dialog.getByRole('radio', { name: '2 stars' }).click();
    await dialog.getByRole('button', { name: 'Update Review' }).click();
    await user.getByText('Review Updated').first().waitFor();
    await user.getByText('(edited)').first().waitFor();
    await user
      .getByText(figures(await stats())[0]!, { exact: true })
      .first()
      .waitFor();
    await screenshot(user, 'reviews-user-1280');

    const owner = await journey.newPage(375);
    await journey.signIn(owner, DEMO_OWNER);
    await owner.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
    expect(await owner.getByRole('button', { name: 'Write a Review' }).count()).toBe(0);
    const mine = owner.getByRole('listitem').filter({ hasText: 'Biryani was cold and the wait was long.' });
    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByLabel('Reply').waitFor();
    await expectAccessible(owner, "owner's reply form on the business page at 375 px");
    await mine.getByLabel('Reply').fill('We are sorry. Please come back and the biryani is on us.');
    await mine.getByRole('button', { name: 'Post Reply' }).click();
    await mine.getByText('We are sorry. Please come back and the biryani is on us.').waitFor();

    const other = owner
      .getByRole('listitem')
      .filter({ has: owner.getByRole('button', { name: /^Dispute review by / }) })
      .first();
    await other.getByRole('button', { name: /^Dispute review by / }).click();
    dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Reason').waitFor();
    await expectAccessible(owner, 'dispute dialog at 375 px');
    await dialog.getByLabel('Reason').fill('This customer never visited; the order number does not exist.');
    await dialog.getByRole('button', { name: 'Submit Dispute' }).click();
    await owner.getByText('Dispute Submitted').first().waitFor();
    await owner.getByText('Dispute pending').first().waitFor();
    await screenshot(owner, 'reviews-owner-375');
    await expectAccessible(owner, 'business page with a reply and a pending dispute at 375 px');

    const mail = await waitForMail(journey.server.dataDir, USER, 'Saffron Lantern Kitchen replied to your review');
    expect(mail).toContain('We are sorry. Please come back and the biryani is on us.');
  });

  it('asks a signed-out visitor to sign in before reviewing', async () => {
    const page = await journey.newPage(375);
    await page.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await page.getByText('Authentication Required').first().waitFor();
    await page.getByText('You must be logged in to leave a review. Please sign in to continue.').waitFor();
    await expectAccessible(page, 'Authentication Required dialog at 375 px');
    const signIn = page.getByRole('link', { name: 'Sign In' }).last();
    expect(await signIn.getAttribute('href')).toBe('/auth?tab=login&redirect=/r/saffron-lantern-kitchen');
  });
});
