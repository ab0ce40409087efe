import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../testing/speak';
import { BusinessCardRating } from './business-card-rating';

afterEach(() => {
  speak('en');
});

describe("a business card's rating in Spanish", () => {
  it("reads '4,3' with its stars, as the card's distance reads '0,2 mi'", () => {
    speak('es');
    render(<BusinessCardRating average={4.25} count={1200} />);

    expect(screen.getByText('4,3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Calificación: 4,3 de 5' })).toBeInTheDocument();
    expect(screen.getByText('(1200)')).toBeInTheDocument();
    expect(screen.getByText('1200 reseñas')).toBeInTheDocument();
    expect(screen.queryByText('4.3')).not.toBeInTheDocument();
  });

  it('groups a large count the way Spanish does', () => {
    speak('es');
    render(<BusinessCardRating average={4.8} count={12500} />);

    expect(screen.getByText('(12.500)')).toBeInTheDocument();
    expect(screen.getByText('12.500 reseñas')).toBeInTheDocument();
  });
});
