import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Cuisine } from '../../../domain/cuisines';
import { CuisinePicker } from './cuisine-picker';

function Picker({ start = [], onChange }: { start?: Cuisine[]; onChange?: (cuisines: Cuisine[]) => void }) {
  const [value, setValue] = useState<Cuisine[]>(start);
  return (
    <CuisinePicker
      idPrefix="cuisines"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('the cuisine picker', () => {
  it("offers every cuisine as a checkbox under 'Cuisines', and gives the ticked ones in the list's order", async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Cuisines' });
    expect(group).toHaveAccessibleDescription('Choose up to 5.');
    expect(screen.getAllByRole('checkbox')).toHaveLength(30);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turkish' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pakistani' }));
    expect(onChange).toHaveBeenLastCalledWith(['pakistani', 'turkish']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turkish' }));
    expect(onChange).toHaveBeenLastCalledWith(['pakistani']);
  });

  it('takes at most five: the others wait until one is unticked', async () => {
    render(<Picker start={['afghan', 'arab', 'coffee', 'desserts']} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yemeni' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Iraqi' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Yemeni' })).toBeEnabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Arab' }));
    expect(screen.getByRole('checkbox', { name: 'Iraqi' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Iraqi' }));
    expect(screen.getAllByRole('checkbox', { checked: true }).map((box) => box.id)).toEqual([
      'cuisines-afghan',
      'cuisines-coffee',
      'cuisines-desserts',
      'cuisines-iraqi',
      'cuisines-yemeni',
    ]);
  });
});
