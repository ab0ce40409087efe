import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../lib/notify';
import { requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PENDING_PASSPORT_WRITES } from './passport-keys';
import { passportKeys } from './passport-queries';
import { StampButton } from './stamp-button';
import { givenPassportApi, refused } from './testing/passport-api';
import { givenPassport, givenPassportBusiness, givenVisit, holder } from './testing/passport-fixtures';
import { expectRemovalAskedThenCancel } from './testing/passport-screen';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const saffron = givenPassportBusiness();

function renderStampButton({
  signedIn = true,
  queryData = [] as ReadonlyArray<readonly [readonly unknown[], unknown]>,
} = {}) {
  return renderWithProviders(<StampButton business={{ id: saffron.id, name: saffron.name }} />, {
    user: signedIn ? holder : null,
    queryData,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe("'Stamp this place' on the business page", () => {
  it('shows nothing to a visitor and asks nothing', () => {
    const fetchMock = givenPassportApi();
    const { container } = renderStampButton({ signedIn: false });
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stamps the place at once, then says when it was stamped', async () => {
    const fetchMock = givenPassportApi();
    renderStampButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp this place' }));
    expect(await screen.findByText(/^Stamped on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove stamp' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', new RegExp(`/api/passport/visits/${saffron.id}$`))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open my passport' })).toHaveAttribute('href', '/passport');
  });

  it("shows the visit's date and removes the stamp", async () => {
    const fetchMock = givenPassportApi(givenPassport([givenPassportBusiness({ visit: givenVisit() })]));
    renderStampButton();
    expect(await screen.findByText('Stamped on Mar 2, 2025')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove stamp' }));
    expect(await screen.findByRole('button', { name: 'Stamp this place' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'DELETE', /\/visits\//)).toHaveLength(1));
  });

  it('asks first when the open passport holds a note on the place', async () => {
    const book = givenPassport([givenPassportBusiness({ visit: givenVisit({ note: 'Try the haleem.' }) })]);
    const fetchMock = givenPassportApi(book);
    renderStampButton({ queryData: [[passportKeys.book(holder.id), book]] });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove stamp' }));
    await expectRemovalAskedThenCancel(
      fetchMock,
      'Saffron Lantern Kitchen',
      'Remove this stamp? Your note for Saffron Lantern Kitchen will be deleted too.',
    );
  });

  it('asks first about a note kept on the place even when the passport was not opened', async () => {
    const book = givenPassport([givenPassportBusiness({ visit: givenVisit({ note: 'Try the haleem.' }) })]);
    const fetchMock = givenPassportApi(book);
    renderStampButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove stamp' }));
    await expectRemovalAskedThenCancel(
      fetchMock,
      'Saffron Lantern Kitchen',
      'Remove this stamp? Your note for Saffron Lantern Kitchen will be deleted too.',
    );
  });

  it("takes the stamp back with 'Could not update passport.' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPassportApi(givenPassport(), { 'PUT /api/passport/visits/:businessId': refused });
    renderStampButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp this place' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Could not update passport.'));
    expect(await screen.findByRole('button', { name: 'Stamp this place' })).toBeInTheDocument();
    expect(screen.queryByText(/^Stamped on /)).not.toBeInTheDocument();
  });

  it('keeps the stamp while the server cannot take it for a moment (503), and sends it again', async () => {
    let answers = 0;
    const fetchMock = givenPassportApi(givenPassport(), {
      'PUT /api/passport/visits/:businessId': () =>
        ++answers === 1
          ? Response.json(
              {
                error: {
                  code: 'SERVICE_UNAVAILABLE',
                  message: 'The site cannot reach its data for a moment. Please try again in a few seconds.',
                },
              },
              { status: 503, headers: { 'Retry-After': '5' } },
            )
          : Response.json(givenVisit({ visitedAt: new Date().toISOString() }), { status: 201 }),
    });
    renderStampButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Stamp this place' }));
    await waitFor(() => expect(answers).toBe(1));
    expect(screen.getByRole('button', { name: 'Remove stamp' })).toBeInTheDocument();
    expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).not.toBeNull();

    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', /\/visits\//)).toHaveLength(2), { timeout: 5_000 });
    expect(await screen.findByText(/^Stamped on /)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(PENDING_PASSPORT_WRITES)).toBeNull());
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('offers no stamp on a place confirmed permanently closed, and says why', async () => {
    const fetchMock = givenPassportApi(givenPassport([givenPassportBusiness({ closed: true })]));
    renderStampButton();
    expect(
      await screen.findByText('This place is permanently closed, so it can no longer be stamped.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stamp this place' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', /\/visits\//)).toHaveLength(0);
  });

  it('keeps a stamp made before the place closed, and asks before it goes for good', async () => {
    const fetchMock = givenPassportApi(givenPassport([givenPassportBusiness({ closed: true, visit: givenVisit() })]));
    renderStampButton();
    expect(await screen.findByText('Stamped on Mar 2, 2025')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove stamp' }));
    await expectRemovalAskedThenCancel(
      fetchMock,
      'Saffron Lantern Kitchen',
      'Saffron Lantern Kitchen has closed for good, so a removed stamp cannot be made again.',
    );
  });
});
