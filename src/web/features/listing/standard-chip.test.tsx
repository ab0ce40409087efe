import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { QuickFilters } from './quick-filters';

// Issue 34: 'Matches my standard' among the listing's quick chips, for someone who set a standard.

const addresses = {
  halal: () => '/c/restaurants?halal=zabiha',
  openNow: '/c/restaurants?open=now',
  offer: '/c/restaurants?offer=now',
  iftar: '/c/restaurants?iftar=tonight',
  suhoor: '/c/restaurants?suhoor=now',
  clearPlace: '/c/restaurants',
  standard: (mine: string) => (mine ? `/c/restaurants?standard=${mine}` : '/c/restaurants'),
};

function renderChips(standard: boolean, onToggleStandard = vi.fn()) {
  renderWithProviders(
    <QuickFilters
      near=""
      nearMe={false}
      openNow={false}
      hasOffer={false}
      halal={[]}
      standard={standard}
      addresses={addresses}
      onPosition={vi.fn()}
      onClearPlace={vi.fn()}
      onToggleOpenNow={vi.fn()}
      onToggleOffer={vi.fn()}
      onToggleHalal={vi.fn()}
      onToggleStandard={onToggleStandard}
    />,
  );
  return onToggleStandard;
}

afterEach(() => localStorage.clear());

describe("the 'Matches my standard' chip", () => {
  it('is offered only to someone with a standard, and asks for it as the address writes it', async () => {
    renderChips(false);
    expect(screen.queryByRole('button', { name: 'Matches my standard' })).not.toBeInTheDocument();
    localStorage.setItem('halal-standard', JSON.stringify({ level: 'fully', zabiha: ['chicken'], noPork: true }));
    const onToggle = renderChips(false);
    const chip = screen.getByRole('button', { name: 'Matches my standard', pressed: false });
    expect(chip).toHaveAttribute('href', '/c/restaurants?standard=fully.zabiha-chicken.no_pork');
    await userEvent.setup().click(chip);
    expect(onToggle).toHaveBeenCalledWith('fully.zabiha-chicken.no_pork');
  });

  it('shows as on when the address asks for a standard, even in a browser without one', () => {
    renderChips(true);
    expect(screen.getByRole('button', { name: 'Matches my standard', pressed: true })).toHaveAttribute(
      'href',
      '/c/restaurants',
    );
  });
});
