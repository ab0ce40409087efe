import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { givenBusiness } from '../../../testing/business-fixture';
import { type ApiRoutes, undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import { admin, givenAdminApi, renderAdminPage, sentBodies } from '../testing/admin-page-harness';
import type { HalalQueueItem, PendingPhoto, QueueAnswer } from './halal-queue-queries';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

undoFakesAfterEachTest();

const fatima: QueueAnswer = {
  person: { id: 'fatima-noor', displayName: 'Fatima Noor', email: 'fatima@example.com' },
  answer: 'no',
  value: 'none',
  note: 'They serve beer now.',
  counted: true,
  answeredAt: '2025-03-07T12:00:00.000Z',
};
const newcomer: QueueAnswer = {
  person: { id: 'newcomer', displayName: ' ', email: 'new@example.com' },
  answer: 'yes',
  value: 'none',
  note: null,
  counted: false,
  answeredAt: '2025-03-06T12:00:00.000Z',
};

/** Saffron Lantern Kitchen's alcohol, disputed: the owner says none, a diner says it changed. */
function disputedItem(): HalalQueueItem {
  const business = givenBusiness();
  return {
    profileId: 'e7a1c3d5-1b2f-4c6d-8e9f-000000000001',
    locationId: null,
    locationName: null,
    business: { id: business.id, name: business.name, slug: business.slug },
    kind: 'disputed',
    facts: [
      {
        fact: 'alcohol',
        projection: {
          status: 'disagree',
          value: null,
          source: null,
          asOf: null,
          validUntil: null,
          confirmations: 0,
          nextChange: '2025-09-07T12:00:00.000Z',
        },
        answers: [fatima, newcomer],
      },
    ],
  };
}

/** A branch whose owner said 'no pork' long ago: due for a re-check. */
function staleItem(): HalalQueueItem {
  return {
    profileId: 'e7a1c3d5-1b2f-4c6d-8e9f-000000000002',
    locationId: 'e7a1c3d5-1b2f-4c6d-8e9f-000000000003',
    locationName: 'Fishers Branch',
    business: { id: 'e7a1c3d5-1b2f-4c6d-8e9f-000000000004', name: 'Quiet Corner', slug: 'quiet-corner' },
    kind: 'stale',
    facts: [
      {
        fact: 'pork',
        projection: {
          status: 'needs_recheck',
          value: 'no',
          source: 'owner',
          asOf: '2024-08-01T12:00:00.000Z',
          validUntil: '2025-02-01T12:00:00.000Z',
          confirmations: 0,
          nextChange: null,
        },
        answers: [],
      },
    ],
  };
}

function givenQueue(items: HalalQueueItem[], routes: ApiRoutes = {}, photos: PendingPhoto[] = []) {
  return givenAdminApi(
    {},
    {
      'GET /api/admin/halal-queue': () => Response.json(items),
      'GET /api/admin/halal-photos': () => Response.json(photos),
      ...routes,
    },
  );
}

/** Fatima's photo of a beer menu at Quiet Corner, where the owner says there is no alcohol. */
const beerMenu: PendingPhoto = {
  answerId: 'e7a1c3d5-1b2f-4c6d-8e9f-000000000010',
  fact: 'alcohol',
  answer: 'no',
  value: 'none',
  note: 'Beer on the back page.',
  photoUrl: '/uploads/images/fatima/menu.webp',
  answeredAt: '2025-03-07T12:00:00.000Z',
  person: fatima.person,
  business: { id: 'e7a1c3d5-1b2f-4c6d-8e9f-000000000004', name: 'Quiet Corner', slug: 'quiet-corner' },
  locationId: null,
  locationName: null,
  shown: {
    status: 'known',
    value: 'none',
    source: 'owner',
    asOf: '2025-01-07T12:00:00.000Z',
    validUntil: '2025-07-07T12:00:00.000Z',
    confirmations: 0,
    nextChange: '2025-07-07T12:00:00.000Z',
  },
};

const place = async (name: string) => within(await screen.findByRole('article', { name }));

describe("'Disputed and stale' tab (issue 34)", () => {
  it('comes after Reports, and says so when nothing needs the team', async () => {
    givenQueue([]);
    renderAdminPage(admin(), '/admin?tab=halal');
    expect(screen.getByRole('tab', { name: 'Disputed and stale' })).toHaveAttribute('aria-selected', 'true');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.indexOf('Disputed and stale')).toBe(tabs.indexOf('Reports') + 1);
    expect(await screen.findByRole('heading', { name: 'Nothing is disputed or stale.' })).toBeInTheDocument();
  });

  it('lists each place with its location, why it is here, the facts in question and the latest answers', async () => {
    givenQueue([disputedItem(), staleItem()]);
    renderAdminPage(admin(), '/admin?tab=halal');
    const items = within(await screen.findByRole('list', { name: 'Places to check' })).getAllByRole('article');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Saffron Lantern Kitchen',
      'Quiet Corner',
    ]);

    const disputed = await place('Saffron Lantern Kitchen');
    expect(disputed.getByRole('link', { name: 'Saffron Lantern Kitchen' })).toHaveAttribute(
      'href',
      '/r/saffron-lantern-kitchen',
    );
    expect(disputed.getByText('Whole business')).toBeInTheDocument();
    const alcohol = within(disputed.getByRole('region', { name: 'Alcohol' }));
    expect(alcohol.getAllByText('Sources disagree')).toHaveLength(1);
    const answers = within(alcohol.getByRole('list', { name: 'Latest answers' })).getAllByRole('listitem');
    expect(answers[0]).toHaveTextContent('Fatima Noor answered “No, it changed” about “No alcohol” on Mar 7, 2025');
    expect(within(answers[0]!).getByText('Note: They serve beer now.')).toBeInTheDocument();
    // Someone whose answers do not count has nothing to discount, and a blank name is their email.
    expect(answers[1]).toHaveTextContent('new@example.com answered “Yes” about “No alcohol” on Mar 6, 2025Not counted');
    expect(within(answers[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(answers[0]!).getByRole('button', { name: "Discount this person's answers: Fatima Noor" }),
    ).toBeVisible();

    const stale = await place('Quiet Corner');
    expect(stale.getByText('Location: Fishers Branch')).toBeInTheDocument();
    expect(stale.getByText('Needs a re-check')).toBeInTheDocument();
    const pork = within(stale.getByRole('region', { name: 'Pork on premises' }));
    expect(pork.getByText('Last known: No')).toBeInTheDocument();
    expect(pork.getByText('Owner said so on Aug 1, 2024 — needs a re-check')).toBeInTheDocument();
    expect(pork.getByText('No answers yet.')).toBeInTheDocument();
    // A fact due for a re-check starts at its last known value.
    expect(pork.getByRole('combobox', { name: 'What the team found' })).toHaveValue('no');
  });

  it("records the team's check of a fact with the value chosen", async () => {
    const item = disputedItem();
    const fetchMock = givenQueue([item], {
      'POST /api/admin/halal-checks': () =>
        Response.json(
          { profileId: item.profileId, fact: 'alcohol', shown: { status: 'known', value: 'beer_wine' } },
          { status: 201 },
        ),
    });
    renderAdminPage(admin(), '/admin?tab=halal');
    const form = within(
      (await place('Saffron Lantern Kitchen')).getByRole('form', { name: "Record the team's check: Alcohol" }),
    );
    const record = form.getByRole('button', { name: "Record the team's check" });
    // A disputed fact has no value to start from: nothing is sent until one is chosen.
    expect(record).toBeDisabled();
    const found = form.getByRole('combobox', { name: 'What the team found' });
    expect(
      within(found)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a value', 'No alcohol', 'Beer and wine', 'Full bar']);
    await userEvent.selectOptions(found, 'Beer and wine');
    await userEvent.click(record);
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Check recorded',
        'Saffron Lantern Kitchen now shows what the team found for Alcohol.',
      ),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/admin/halal-checks')).toEqual([
      { profileId: item.profileId, fact: 'alcohol', value: 'beer_wine' },
    ]);
  });

  it("discounts a person's answers only once the confirmation is answered, with its reason", async () => {
    const fetchMock = givenQueue([disputedItem()], {
      'POST /api/admin/users/:id/discount-answers': () => Response.json({ discounted: true, places: 2 }),
    });
    renderAdminPage(admin(), '/admin?tab=halal');
    const discount = (await place('Saffron Lantern Kitchen')).getByRole('button', {
      name: "Discount this person's answers: Fatima Noor",
    });

    await userEvent.click(discount);
    const asked = within(await screen.findByRole('alertdialog', { name: 'Discount the answers of Fatima Noor?' }));
    await userEvent.click(asked.getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, 'POST', /\/discount-answers$/)).toEqual([]);

    await userEvent.click(discount);
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Discount the answers of Fatima Noor?' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason for the audit log (optional)' }),
      'One person, four accounts',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Discount answers' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Answers discounted',
        'The halal answers of Fatima Noor no longer count, at 2 places and from now on.',
      ),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/admin/users/fatima-noor/discount-answers')).toEqual([
      { reason: 'One person, four accounts' },
    ]);
  });
  it('shows the photos waiting, each with what it is about and what the place shows now, and accepts one', async () => {
    const fetchMock = givenQueue(
      [],
      {
        'POST /api/admin/halal-photos/:id': () => Response.json({ answerId: beerMenu.answerId, decision: 'accept' }),
      },
      [beerMenu],
    );
    renderAdminPage(admin(), '/admin?tab=halal');
    const photos = within(await screen.findByRole('list', { name: 'Photos to accept' }));
    const card = within(photos.getByRole('article', { name: 'Quiet Corner' }));
    expect(card.getByRole('img', { name: 'Photo from Fatima Noor about Alcohol at Quiet Corner' })).toHaveAttribute(
      'src',
      '/uploads/images/fatima/menu-400.webp',
    );
    expect(card.getByText('Fatima Noor answered “No, it changed” about “No alcohol” on Mar 7, 2025')).toBeVisible();
    expect(card.getByText('Note: Beer on the back page.')).toBeVisible();
    expect(card.getByText('Shown now: No alcohol')).toBeVisible();

    await userEvent.click(card.getByRole('button', { name: 'Accept the photo about Alcohol at Quiet Corner' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Photo accepted',
        'Quiet Corner now shows what the photo proves.',
      ),
    );
    expect(sentBodies(fetchMock, 'POST', `/api/admin/halal-photos/${beerMenu.answerId}`)).toEqual([
      { decision: 'accept' },
    ]);
  });

  it('rejects a photo only once the confirmation is answered', async () => {
    const fetchMock = givenQueue(
      [],
      {
        'POST /api/admin/halal-photos/:id': () => Response.json({ answerId: beerMenu.answerId, decision: 'reject' }),
      },
      [beerMenu],
    );
    renderAdminPage(admin(), '/admin?tab=halal');
    const reject = await screen.findByRole('button', { name: 'Reject the photo about Alcohol at Quiet Corner' });
    await userEvent.click(reject);
    const asked = within(await screen.findByRole('alertdialog', { name: 'Reject this photo?' }));
    await userEvent.click(asked.getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, 'POST', /\/halal-photos\//)).toEqual([]);

    await userEvent.click(reject);
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Reject this photo?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject photo' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Photo rejected',
        'The photo was removed. The answer itself still counts.',
      ),
    );
    expect(sentBodies(fetchMock, 'POST', /\/halal-photos\//)).toEqual([{ decision: 'reject' }]);
  });

  it('says so when no photo is waiting', async () => {
    givenQueue([]);
    renderAdminPage(admin(), '/admin?tab=halal');
    expect(await screen.findByText('No photos are waiting.')).toBeVisible();
  });
});
