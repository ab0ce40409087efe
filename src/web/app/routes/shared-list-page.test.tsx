import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givenBusinessCard } from '../../testing/catalog-fixtures';
import { givenApi, isolateApiFakes } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SharedListPage } from './shared-list-page';

// Issue 36, /l/:shareId: a list shared by its link, read-only, until its owner stops sharing it.

isolateApiFakes();

const shareId = 'k3Jq9vXw2LmN8pR4tY6uZa';

function renderShared() {
  return renderWithProviders([{ path: '/l/:shareId', element: <SharedListPage /> }], { url: `/l/${shareId}` });
}

describe('a shared list (/l/:shareId)', () => {
  it("shows the list's name, whose it is and its places", async () => {
    givenApi({
      'GET /api/lists/:shareId': () =>
        Response.json({
          kind: 'custom',
          name: 'Date night',
          owner: 'Amina Yusuf',
          places: [givenBusinessCard()],
          markers: [],
        }),
    });
    renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Date night' })).toBeInTheDocument();
    expect(screen.getByText(/A list of halal places saved by Amina Yusuf/)).toHaveTextContent('· 1 place');
    expect(screen.getByRole('heading', { level: 2, name: /Saffron Lantern Kitchen/ })).toBeInTheDocument();
  });

  it('says the list is not found once its owner stops sharing it, or the link is wrong', async () => {
    const api = givenApi({
      'GET /api/lists/:shareId': () =>
        Response.json({ error: { code: 'NOT_FOUND', message: 'List not found.' } }, { status: 404 }),
    });
    renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeInTheDocument();
    expect(screen.getByText('This list is no longer shared, or the link is not right.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(expect.stringContaining(`/api/lists/${shareId}`), expect.anything());
  });
});
