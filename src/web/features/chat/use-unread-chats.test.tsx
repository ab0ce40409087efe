import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { useUnreadChats } from './chat-queries';

/** What the header reads: conversations with unread messages, as a customer and as a business. */
function UnreadCounts() {
  const { asCustomer, asBusiness } = useUnreadChats();
  return <p>{`customer ${asCustomer}, business ${asBusiness}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useUnreadChats', () => {
  it('counts the signed-in viewer’s unread conversations on both sides', async () => {
    givenApi({ 'GET /api/chats/unread': () => Response.json({ asCustomer: 1, asBusiness: 3 }) });
    renderWithProviders(<UnreadCounts />, { user: givenSessionUser('business_owner') });
    expect(await screen.findByText('customer 1, business 3')).toBeInTheDocument();
  });

  it('asks nothing for a visitor and counts zero', () => {
    const fetchMock = givenApi({});
    renderWithProviders(<UnreadCounts />);
    expect(screen.getByText('customer 0, business 0')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', /unread$/)).toHaveLength(0);
  });
});
