import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { QuickFilters } from './quick-filters';

// Issue 37: 'Iftar tonight' and 'Open for suhoor now' among the listing's quick chips, during the season only.

const addresses = {
  halal: () => '/c/restaurants?halal=zabiha',
  openNow: '/c/restaurants?open=now',
  offer: '/c/restaurants?offer=now',
  iftar: '/c/restaurants?iftar=tonight',
  suhoor: '/c/restaurants?suhoor=now',
  clearPlace: '/c/restaurants',
  standard: () => '/c/restaurants',
};

function renderChips(ramadan: { season: boolean; iftarTonight?: boolean; suhoorNow?: boolean }) {
  const onToggleIftar = vi.fn();
  const onToggleSuhoor = vi.fn();
  renderWithProviders(
    <QuickFilters
      near=""
      nearMe={false}
      openNow={false}
      hasOffer={false}
      onToggleOffer={vi.fn()}
      halal={[]}
      standard={false}
      addresses={addresses}
      onPosition={vi.fn()}
      onClearPlace={vi.fn()}
      onToggleOpenNow={vi.fn()}
      onToggleHalal={vi.fn()}
      onToggleStandard={vi.fn()}
      ramadan={{ iftarTonight: false, suhoorNow: false, ...ramadan, onToggleIftar, onToggleSuhoor }}
    />,
  );
  return { onToggleIftar, onToggleSuhoor };
}

describe('the Ramadan chips', () => {
  it('are not offered outside the season', () => {
    renderChips({ season: false });
    expect(screen.queryByText('Iftar tonight')).not.toBeInTheDocument();
    expect(screen.queryByText('Open for suhoor now')).not.toBeInTheDocument();
  });

  it('are offered during the season, each toggling its filter', async () => {
    const { onToggleIftar, onToggleSuhoor } = renderChips({ season: true, suhoorNow: true });
    const iftar = screen.getByRole('button', { name: 'Iftar tonight' });
    expect(iftar).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Open for suhoor now' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(iftar);
    expect(onToggleIftar).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Open for suhoor now' }));
    expect(onToggleSuhoor).toHaveBeenCalledOnce();
  });

  it('stay while on after the season, so the filter can be turned off', () => {
    renderChips({ season: false, iftarTonight: true });
    expect(screen.getByRole('button', { name: 'Iftar tonight' })).toHaveAttribute('aria-pressed', 'true');
  });
});
