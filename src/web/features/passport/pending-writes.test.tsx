import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PassportPage } from '../../app/routes/passport-page';
import { createQueryClient } from '../../lib/query-client';
import { SESSION_QUERY_KEY } from '../../lib/session/session-query';
import { bodyOf, deferredReply, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PENDING_PASSPORT_WRITES } from './passport-keys';
import {
  keepOnlyAccount,
  pendingWrites,
  rememberWrite,
  type StampCheckAnswer,
  sendPendingWrites,
  settleWrite,
} from './pending-writes';
import { givenPassportApi, givenScreen } from './testing/passport-api';
import { givenPassport, givenVisit, holder, threePlaces } from './testing/passport-fixtures';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
const { notifyError } = await import('../../lib/notify');

const [cardamom, saffron] = threePlaces as [(typeof threePlaces)[0], (typeof threePlaces)[0]];

/** The app opened again: a new query client that knows who is signed in, as the session check would. */
function reopenedApp() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: holder, session: { id: 's', userId: holder.id } });
  return queryClient;
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  givenScreen();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('passport changes waiting for the network', () => {
  it('keeps only the last wish per business: a removal takes the note with it, a newer note waits on', () => {
    rememberWrite(holder.id, saffron.id, { stamp: true });
    rememberWrite(holder.id, saffron.id, { note: 'Try the haleem' });
    rememberWrite(holder.id, saffron.id, { note: 'Try the haleem on Fridays' });
    settleWrite(holder.id, saffron.id, { note: 'Try the haleem' });
    expect(pendingWrites(holder.id)).toEqual({ [saffron.id]: { stamp: true, note: 'Try the haleem on Fridays' } });

    rememberWrite(holder.id, saffron.id, { stamp: false });
    expect(pendingWrites(holder.id)).toEqual({ [saffron.id]: { stamp: false } });
    settleWrite(holder.id, saffron.id, { stamp: false });
    expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull();
  });

  it('starts a new visit with an empty note when a place is stamped again after a removal still waiting', () => {
    rememberWrite(holder.id, saffron.id, { note: 'The old visit' });
    rememberWrite(holder.id, saffron.id, { stamp: false });
    rememberWrite(holder.id, saffron.id, { stamp: true });
    expect(pendingWrites(holder.id)).toEqual({ [saffron.id]: { stamp: true, note: '' } });
  });

  it("keeps only the signed-in account's writes once an account signs in on the device", () => {
    rememberWrite('another-account', saffron.id, { stamp: true, note: 'Their private note' });
    rememberWrite(holder.id, cardamom.id, { stamp: true });
    keepOnlyAccount(holder.id);
    expect(pendingWrites('another-account')).toEqual({});
    expect(pendingWrites(holder.id)).toEqual({ [cardamom.id]: { stamp: true } });
  });

  it('shows a stamp and note made offline on the book read after a reload', async () => {
    rememberWrite(holder.id, saffron.id, { stamp: true, note: 'Biryani on Sundays' });
    givenPassportApi(givenPassport(threePlaces));
    renderWithProviders([{ path: '/passport', element: <PassportPage /> }], { user: holder, url: '/passport' });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Find a place' }), saffron.name);
    await userEvent.click(screen.getByRole('option', { name: new RegExp(`^${saffron.name}`) }));
    expect(await screen.findByRole('button', { name: `Remove stamp from ${saffron.name}` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /note/i })).toHaveValue('Biryani on Sundays');
  });

  it('sends what waits once the network answers, then forgets it: one stamp, its note, one removal', async () => {
    rememberWrite(holder.id, saffron.id, { stamp: true, note: 'Biryani on Sundays' });
    rememberWrite(holder.id, cardamom.id, { stamp: false });
    const fetchMock = givenPassportApi(givenPassport([{ ...cardamom, visit: givenVisit() }, saffron]));
    const queryClient = reopenedApp();

    await sendPendingWrites(queryClient);

    expect(requestsTo(fetchMock, 'PUT', new RegExp(`/visits/${saffron.id}$`))).toHaveLength(1);
    expect(bodyOf(requestsTo(fetchMock, 'PUT', new RegExp(`/visits/${saffron.id}/note$`))[0])).toEqual({
      note: 'Biryani on Sundays',
    });
    expect(requestsTo(fetchMock, 'DELETE', new RegExp(`/visits/${cardamom.id}$`))).toHaveLength(1);
    expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull();
  });

  it('keeps what the network did not carry and tries again, at once when the browser is back online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rememberWrite(holder.id, saffron.id, { stamp: true });
    const fetchMock = givenPassportApi(givenPassport(threePlaces), { 'PUT /api/passport/visits/:businessId': offline });
    await sendPendingWrites(reopenedApp());
    expect(pendingWrites(holder.id)).toEqual({ [saffron.id]: { stamp: true } });

    const online = givenPassportApi(givenPassport(threePlaces));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull());
    expect(requestsTo(fetchMock, 'PUT', /\/visits\//)).toHaveLength(1);
    expect(requestsTo(online, 'PUT', /\/visits\//)).toHaveLength(1);
  });

  it('keeps a write while the server is failing or the session has ended, to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rememberWrite(holder.id, saffron.id, { stamp: true });
    for (const status of [503, 401]) {
      givenPassportApi(givenPassport(threePlaces), {
        'PUT /api/passport/visits/:businessId': () =>
          Response.json({ error: { code: 'INTERNAL', message: 'Not now.' } }, { status }),
      });
      await sendPendingWrites(reopenedApp());
      expect(pendingWrites(holder.id), String(status)).toEqual({ [saffron.id]: { stamp: true } });
    }
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('reads each write just before sending it: one the page settled meanwhile is not sent again', async () => {
    rememberWrite(holder.id, cardamom.id, { stamp: true });
    rememberWrite(holder.id, saffron.id, { stamp: true });
    const fetchMock = givenPassportApi(givenPassport(threePlaces), {
      'PUT /api/passport/visits/:businessId': () => {
        // Meanwhile the page removed Saffron's stamp itself, and the server took it.
        rememberWrite(holder.id, saffron.id, { stamp: false });
        settleWrite(holder.id, saffron.id, { stamp: false });
        return Response.json(givenVisit(), { status: 201 });
      },
    });
    await sendPendingWrites(reopenedApp());
    expect(requestsTo(fetchMock, 'PUT', new RegExp(cardamom.id))).toHaveLength(1);
    expect(requestsTo(fetchMock, 'PUT', new RegExp(saffron.id))).toHaveLength(0);
    expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull();
  });

  it('forgets a write the server refuses, and sends nothing for an account that is not signed in', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    rememberWrite(holder.id, saffron.id, { note: 'A note on a stamp removed elsewhere' });
    rememberWrite('another-account', cardamom.id, { stamp: true });
    const refusal = () => Response.json({ error: { code: 'NOT_FOUND', message: 'No visit.' } }, { status: 404 });
    const fetchMock = givenPassportApi(givenPassport(threePlaces), {
      'PUT /api/passport/visits/:businessId/note': refusal,
    });
    await sendPendingWrites(reopenedApp());
    expect(pendingWrites(holder.id)).toEqual({});
    expect(pendingWrites('another-account')).toEqual({ [cardamom.id]: { stamp: true } });
    expect(requestsTo(fetchMock, 'PUT', new RegExp(cardamom.id))).toHaveLength(0);
    expect(warned).toHaveBeenCalledOnce();
    expect(notifyError).toHaveBeenCalledWith('Could not update passport.');
  });

  it('keeps a stamp from the moment it is made until the server has it', async () => {
    givenPassportApi(givenPassport(threePlaces));
    renderWithProviders([{ path: '/passport', element: <PassportPage /> }], { user: holder, url: '/passport' });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Find a place' }), saffron.name);
    await userEvent.click(screen.getByRole('option', { name: new RegExp(`^${saffron.name}`) }));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await userEvent.click(screen.getByRole('button', { name: `Stamp ${saffron.name}` }));
    await screen.findByRole('button', { name: `Remove stamp from ${saffron.name}` });
    await waitFor(() => expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull());
    const kept = setItem.mock.calls.filter(([key]) => key === PENDING_PASSPORT_WRITES);
    expect(kept.map(([, value]) => JSON.parse(value))).toContainEqual({
      [holder.id]: { [saffron.id]: { stamp: true } },
    });
  });
});

describe('the answers of the check after stamping wait with the stamp (issue 34)', () => {
  const WESTFIELD = 'e5a0c1d2-3b4c-4d5e-8f60-718293a4b5c6';
  const noAlcohol: StampCheckAnswer = { locationId: null, fact: 'alcohol', answer: 'yes' };
  const noPork: StampCheckAnswer = { locationId: null, fact: 'pork', answer: 'yes' };
  const zabiha: StampCheckAnswer = { locationId: null, fact: 'chicken', answer: 'not_sure' };
  const answered = () => Response.json({ fact: 'alcohol', answer: 'yes', counted: true, shown: null }, { status: 201 });
  const refusedWith = (code: string, status: number) => () =>
    Response.json({ error: { code, message: 'Refused.' } }, { status });

  /** The passport's API, and 'Is this still true?' answered by `answer` (taken unless told). */
  function givenAnswersApi(answer: (body: StampCheckAnswer) => Response | Promise<Response> = answered) {
    return givenPassportApi(givenPassport(threePlaces), {
      'POST /api/businesses/:id/halal-answers': (_url, init) => answer(JSON.parse(String(init?.body))),
    });
  }

  /** The writes sent, in order, as 'METHOD /path'. */
  const writesMade = (fetchMock: ReturnType<typeof givenPassportApi>) =>
    fetchMock.mock.calls.flatMap(([input, init]) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      return method === 'GET' ? [] : [`${method} ${new URL(String(input), 'http://localhost').pathname}`];
    });
  const answersSent = (fetchMock: ReturnType<typeof givenPassportApi>) =>
    requestsTo(fetchMock, 'POST', /\/halal-answers$/).map(bodyOf);

  it('keeps the latest answer per fact and place with the stamp and its note; a removal drops them', () => {
    rememberWrite(holder.id, saffron.id, { stamp: true });
    rememberWrite(holder.id, saffron.id, { answers: [noAlcohol, noPork] });
    const changed: StampCheckAnswer = { locationId: null, fact: 'alcohol', answer: 'no' };
    const atWestfield: StampCheckAnswer = { locationId: WESTFIELD, fact: 'alcohol', answer: 'yes' };
    rememberWrite(holder.id, saffron.id, { answers: [changed, atWestfield] });
    rememberWrite(holder.id, saffron.id, { note: 'The haleem is back' });

    const kept = pendingWrites(holder.id)[saffron.id];
    expect(kept).toMatchObject({ stamp: true, note: 'The haleem is back' });
    expect(kept?.answers).toHaveLength(3);
    expect(kept?.answers).toEqual(expect.arrayContaining([noPork, changed, atWestfield]));

    rememberWrite(holder.id, saffron.id, { stamp: false });
    expect(pendingWrites(holder.id)).toEqual({ [saffron.id]: { stamp: false } });
  });

  it('sends the stamp first, then each answer, and forgets them once the server has them', async () => {
    rememberWrite(holder.id, saffron.id, { stamp: true, answers: [noAlcohol, noPork] });
    const fetchMock = givenAnswersApi();
    await sendPendingWrites(reopenedApp());
    expect(writesMade(fetchMock)).toEqual([
      `PUT /api/passport/visits/${saffron.id}`,
      `POST /api/businesses/${saffron.id}/halal-answers`,
      `POST /api/businesses/${saffron.id}/halal-answers`,
    ]);
    expect(answersSent(fetchMock)).toEqual([noAlcohol, noPork]);
    expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull();
  });

  it("drops an answer the server's rules refuse (nothing to confirm, the day's answers spent) and sends the others", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    rememberWrite(holder.id, saffron.id, { stamp: true, answers: [noAlcohol, noPork, zabiha] });
    const fetchMock = givenAnswersApi(({ fact }) =>
      fact === 'alcohol'
        ? refusedWith('NOTHING_TO_CONFIRM', 409)()
        : fact === 'pork'
          ? refusedWith('ANSWER_BUDGET', 429)()
          : answered(),
    );
    await sendPendingWrites(reopenedApp());
    expect(answersSent(fetchMock)).toEqual([noAlcohol, noPork, zabiha]);
    expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull();
    expect(warned).toHaveBeenCalledTimes(2);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('keeps the whole write when an answer does not get through, and sends it all at the next try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rememberWrite(holder.id, saffron.id, { stamp: true, answers: [noAlcohol, noPork] });
    for (const notThrough of [offline, refusedWith('RATE_LIMITED', 429), refusedWith('INTERNAL', 503)]) {
      givenAnswersApi((body) => (body.fact === 'pork' ? notThrough() : answered()));
      await sendPendingWrites(reopenedApp());
      expect(pendingWrites(holder.id)).toEqual({ [saffron.id]: { stamp: true, answers: [noAlcohol, noPork] } });
    }

    const online = givenAnswersApi();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull());
    expect(writesMade(online)).toEqual([
      `PUT /api/passport/visits/${saffron.id}`,
      `POST /api/businesses/${saffron.id}/halal-answers`,
      `POST /api/businesses/${saffron.id}/halal-answers`,
    ]);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('keeps an answer changed while the earlier one was being sent, for the next run', async () => {
    rememberWrite(holder.id, saffron.id, { answers: [noAlcohol] });
    const changed: StampCheckAnswer = { locationId: null, fact: 'alcohol', answer: 'no' };
    givenAnswersApi(() => {
      rememberWrite(holder.id, saffron.id, { answers: [changed] });
      return answered();
    });
    await sendPendingWrites(reopenedApp());
    expect(pendingWrites(holder.id)).toEqual({ [saffron.id]: { answers: [changed] } });

    const fetchMock = givenAnswersApi();
    await sendPendingWrites(reopenedApp());
    expect(answersSent(fetchMock)).toEqual([changed]);
    expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull();
  });

  it('runs once more after the run under way when asked to send meanwhile', async () => {
    rememberWrite(holder.id, saffron.id, { stamp: true });
    const saffronStamp = deferredReply();
    const fetchMock = givenPassportApi(givenPassport(threePlaces), {
      'PUT /api/passport/visits/:businessId': (url) =>
        url.pathname.endsWith(saffron.id) ? saffronStamp.promise : Response.json(givenVisit(), { status: 201 }),
      'POST /api/businesses/:id/halal-answers': answered,
    });
    const queryClient = reopenedApp();
    const underWay = sendPendingWrites(queryClient);
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', new RegExp(saffron.id))).toHaveLength(1));

    // Meanwhile the holder stamps Cardamom & Crema and answers its check.
    rememberWrite(holder.id, cardamom.id, { stamp: true, answers: [noAlcohol] });
    await sendPendingWrites(queryClient);
    expect(requestsTo(fetchMock, 'PUT', new RegExp(cardamom.id))).toHaveLength(0);

    saffronStamp.resolve(Response.json(givenVisit(), { status: 201 }));
    await underWay;
    await waitFor(() => expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull());
    expect(writesMade(fetchMock)).toEqual([
      `PUT /api/passport/visits/${saffron.id}`,
      `PUT /api/passport/visits/${cardamom.id}`,
      `POST /api/businesses/${cardamom.id}/halal-answers`,
    ]);
  });
});
