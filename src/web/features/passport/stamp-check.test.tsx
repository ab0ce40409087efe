import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../lib/session/session-query';
import { type ApiRoutes, bodyOf, deferredReply, type givenApi, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PENDING_PASSPORT_WRITES, STAMPED_EVENT } from './passport-keys';
import { pendingWrites } from './pending-writes';
import { StampButton } from './stamp-button';
import { StampCheck, type StampCheckQuestion } from './stamp-check';
import { givenPassportApi, givenScreen } from './testing/passport-api';
import { givenPassportBusiness, holder } from './testing/passport-fixtures';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

const saffron = givenPassportBusiness();
const WESTFIELD = 'e5a0c1d2-3b4c-4d5e-8f60-718293a4b5c6';

/** What staleFactQuestions makes of Saffron's page: the owner's old word, a disputed fact, a location's lapsed one. */
const questions: StampCheckQuestion[] = [
  {
    locationId: null,
    fact: 'alcohol',
    shown: 'Alcohol: No alcohol',
    why: 'Owner says so, 7 months ago — needs a re-check',
  },
  { locationId: null, fact: 'chicken', shown: 'Chicken: Hand-slaughtered (zabiha)', why: 'Sources disagree' },
  {
    locationId: WESTFIELD,
    fact: 'pork',
    shown: 'Westfield · Pork on premises: No',
    why: 'Confirmed by 3 diners, last on Nov 12, 2025 — needs a re-check',
  },
];

const answered = () => Response.json({ fact: 'alcohol', answer: 'yes', counted: true, shown: null }, { status: 201 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const signedIn = {
  user: holder,
  session: { id: 'session-1', userId: holder.id, expiresAt: new Date(Date.now() + 86_400_000) },
};

/** The passport's API, and 'Is this still true?' answered; `routes` replace either. */
function givenStampApi(routes: ApiRoutes = {}) {
  return givenPassportApi(undefined, { 'POST /api/businesses/:id/halal-answers': answered, ...routes });
}

/** The business page's stamp card and the check after stamping, for the holder unless told. */
function renderStamping({ user = holder as typeof holder | null, asked = questions } = {}) {
  return renderWithProviders(
    <>
      <StampButton business={{ id: saffron.id, name: saffron.name }} />
      <StampCheck business={{ id: saffron.id, name: saffron.name }} questions={asked} />
    </>,
    { user, queryData: user ? [[SESSION_QUERY_KEY, signedIn]] : [] },
  );
}

/** The place stamped somewhere on the page (useStampVisit says so on the window). */
const stamped = (businessId = saffron.id) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(STAMPED_EVENT, { detail: businessId }));
  });

const answersSent = (fetchMock: ReturnType<typeof givenApi>) =>
  requestsTo(fetchMock, 'POST', new RegExp(`^/api/businesses/${saffron.id}/halal-answers$`)).map(bodyOf);

/** The writes the page made, in order, as 'METHOD /path'. */
const writesMade = (fetchMock: ReturnType<typeof givenApi>) =>
  fetchMock.mock.calls.flatMap(([input, init]) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    return method === 'GET' ? [] : [`${method} ${new URL(String(input), 'http://localhost').pathname}`];
  });

const question = (shown: string) => within(screen.getByRole('group', { name: shown }));
const pressed = (shown: string) =>
  question(shown)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

beforeEach(() => {
  givenScreen();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('a quick halal check after stamping (issue 34)', () => {
  it('asks about the stale and disputed facts once the place is stamped, and sends the answers after the stamp', async () => {
    const fetchMock = givenStampApi();
    renderStamping();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp this place' }));

    const dialog = await screen.findByRole('dialog', { name: 'A quick halal check' });
    expect(dialog).toHaveAccessibleDescription(
      'You were just at Saffron Lantern Kitchen. Is this still true? Skip anything you did not see.',
    );
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(questions.map((q) => q.shown));
    expect(question('Alcohol: No alcohol').getByText('Owner says so, 7 months ago — needs a re-check')).toBeVisible();
    expect(question('Chicken: Hand-slaughtered (zabiha)').getByText('Sources disagree')).toBeVisible();

    await userEvent.click(question('Alcohol: No alcohol').getByRole('button', { name: 'Yes' }));
    expect(pressed('Alcohol: No alcohol')).toEqual(['Yes']);
    await userEvent.click(question('Alcohol: No alcohol').getByRole('button', { name: 'No, it changed' }));
    expect(pressed('Alcohol: No alcohol')).toEqual(['No, it changed']);
    await userEvent.click(question('Westfield · Pork on premises: No').getByRole('button', { name: 'Not sure' }));
    expect(pressed('Chicken: Hand-slaughtered (zabiha)')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answers' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull());
    expect(answersSent(fetchMock)).toEqual([
      { locationId: null, fact: 'alcohol', answer: 'no' },
      { locationId: WESTFIELD, fact: 'pork', answer: 'not_sure' },
    ]);
    expect(writesMade(fetchMock)).toEqual([
      `PUT /api/passport/visits/${saffron.id}`,
      `POST /api/businesses/${saffron.id}/halal-answers`,
      `POST /api/businesses/${saffron.id}/halal-answers`,
    ]);
    expect(notify.notifySuccess).toHaveBeenCalledWith('Thank you. Your answers go with your stamp.');
  });

  it('keeps answers given while the stamp is on its way with it in the browser, and sends them once it has gone', async () => {
    const stamp = deferredReply();
    const fetchMock = givenStampApi({ 'PUT /api/passport/visits/:businessId': () => stamp.promise });
    renderStamping();
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp this place' }));
    const dialog = await screen.findByRole('dialog', { name: 'A quick halal check' });
    await userEvent.click(question('Chicken: Hand-slaughtered (zabiha)').getByRole('button', { name: 'Yes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answers' }));

    expect(pendingWrites(holder.id)).toEqual({
      [saffron.id]: { stamp: true, answers: [{ locationId: null, fact: 'chicken', answer: 'yes' }] },
    });
    expect(answersSent(fetchMock)).toEqual([]);

    stamp.resolve(Response.json({ id: 'visit-1', visitedAt: new Date().toISOString(), note: '' }, { status: 201 }));
    await waitFor(() => expect(answersSent(fetchMock)).toEqual([{ locationId: null, fact: 'chicken', answer: 'yes' }]));
    await waitFor(() => expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull());
    expect(writesMade(fetchMock)).toEqual([
      `PUT /api/passport/visits/${saffron.id}`,
      `POST /api/businesses/${saffron.id}/halal-answers`,
    ]);
  });

  it('keeps the answers without a connection and sends them when the browser is back online', async () => {
    givenStampApi({ 'POST /api/businesses/:id/halal-answers': offline });
    renderStamping();
    await screen.findByRole('button', { name: 'Stamp this place' });
    stamped();
    const dialog = await screen.findByRole('dialog', { name: 'A quick halal check' });
    await userEvent.click(question('Alcohol: No alcohol').getByRole('button', { name: 'Yes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answers' }));
    await waitFor(() =>
      expect(pendingWrites(holder.id)).toEqual({
        [saffron.id]: { answers: [{ locationId: null, fact: 'alcohol', answer: 'yes' }] },
      }),
    );

    const online = givenStampApi();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull());
    expect(answersSent(online)).toEqual([{ locationId: null, fact: 'alcohol', answer: 'yes' }]);
    expect(writesMade(online)).toEqual([`POST /api/businesses/${saffron.id}/halal-answers`]);
  });

  it('sends and keeps nothing on Skip, or on Send answers with nothing chosen, and starts afresh at the next stamp', async () => {
    const fetchMock = givenStampApi();
    renderStamping();
    await screen.findByRole('button', { name: 'Stamp this place' });
    stamped();
    await userEvent.click(question('Alcohol: No alcohol').getByRole('button', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    stamped();
    await screen.findByRole('dialog', { name: 'A quick halal check' });
    expect(pressed('Alcohol: No alcohol')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(answersSent(fetchMock)).toEqual([]);
    expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull();
    expect(notify.notifySuccess).not.toHaveBeenCalled();
  });

  it('asks at most three questions', async () => {
    givenStampApi();
    const fourth: StampCheckQuestion = {
      locationId: null,
      fact: 'level',
      shown: 'Halal level: Fully halal',
      why: 'Sources disagree',
    };
    renderStamping({ asked: [...questions, fourth] });
    await screen.findByRole('button', { name: 'Stamp this place' });
    stamped();
    const dialog = await screen.findByRole('dialog', { name: 'A quick halal check' });
    expect(within(dialog).getAllByRole('group')).toHaveLength(3);
    expect(within(dialog).queryByRole('group', { name: 'Halal level: Fully halal' })).not.toBeInTheDocument();
  });

  it('opens for a stamp of this place only, never for a visitor, and not when nothing needs checking', async () => {
    givenStampApi();
    const { unmount } = renderStamping();
    await screen.findByRole('button', { name: 'Stamp this place' });
    stamped('c3333333-3333-4333-8333-333333333333');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    const visitor = renderStamping({ user: null });
    stamped();
    expect(visitor.container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    visitor.unmount();

    renderStamping({ asked: [] });
    await screen.findByRole('button', { name: 'Stamp this place' });
    stamped();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
