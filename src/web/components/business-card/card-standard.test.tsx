import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { givenBusinessCard } from '../../testing/catalog-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { BusinessCard } from './business-card';

// Issue 34: a card says whether its place meets the person's own standard, from what is known of it.

const dryAndZabiha = givenBusinessCard({
  halal: {
    level: 'fully',
    certified: false,
    zabiha: true,
    noAlcohol: true,
    known: ['alcohol:none', 'chicken:zabiha', 'level:fully', 'pork:no'],
    lastVerified: null,
    overdue: true,
  },
});

const keepStandard = (standard: object) => localStorage.setItem('halal-standard', JSON.stringify(standard));

afterEach(() => localStorage.clear());

describe("a card against 'My halal standard'", () => {
  it('says nothing to someone without a standard', () => {
    renderWithProviders(<BusinessCard business={dryAndZabiha} />);
    expect(within(screen.getByRole('article')).queryByText(/standard|match/i)).not.toBeInTheDocument();
  });

  it('matches when every requirement is known to be met', async () => {
    keepStandard({ level: 'fully', zabiha: ['chicken'], alcohol: 'premises', noPork: true });
    renderWithProviders(<BusinessCard business={dryAndZabiha} />);
    expect(await within(screen.getByRole('article')).findByText('Matches your standard')).toBeInTheDocument();
  });

  it('says what is not known yet: a fact nobody checked is never a match', async () => {
    keepStandard({ level: 'fully', zabiha: ['beef'] });
    renderWithProviders(<BusinessCard business={dryAndZabiha} />);
    expect(
      await within(screen.getByRole('article')).findByText('Not known yet: beef slaughter not checked'),
    ).toBeInTheDocument();
  });

  it("says why it doesn't match", async () => {
    keepStandard({ certified: true });
    renderWithProviders(<BusinessCard business={dryAndZabiha} />);
    expect(
      await within(screen.getByRole('article')).findByText('Not known yet: no certificate checked by the team'),
    ).toBeInTheDocument();
    keepStandard({ level: 'fully', alcohol: 'premises' });
    renderWithProviders(
      <BusinessCard business={{ ...dryAndZabiha, halal: { ...dryAndZabiha.halal, known: ['alcohol:full_bar'] } }} />,
    );
    expect(await screen.findByText("Doesn't match: serves alcohol")).toBeInTheDocument();
  });
});
