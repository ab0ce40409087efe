import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

function CityPicker() {
  return (
    <>
      <a href="/contact">Contact</a>
      <Select>
        <SelectTrigger aria-label="City">
          <SelectValue placeholder="All cities" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="carmel">Carmel</SelectItem>
          <SelectItem value="fishers">Fishers</SelectItem>
        </SelectContent>
      </Select>
    </>
  );
}

describe('the select list', () => {
  it('makes the page behind inert while open, and gives it back with focus on the trigger once a city is picked', async () => {
    const user = userEvent.setup();
    const { container } = render(<CityPicker />);
    const page = container;

    await user.click(screen.getByRole('combobox', { name: 'City' }));
    const list = screen.getByRole('listbox');
    expect(page).toHaveAttribute('inert');
    expect(list.closest('[inert]')).toBeNull();

    await user.click(screen.getByRole('option', { name: 'Fishers' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(page).not.toHaveAttribute('inert');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Fishers');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus());
  });

  it('gives the page back when the list is dismissed with Escape', async () => {
    const user = userEvent.setup();
    const { container } = render(<CityPicker />);
    const page = container;

    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(page).toHaveAttribute('inert');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(page).not.toHaveAttribute('inert');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus());
  });
});
