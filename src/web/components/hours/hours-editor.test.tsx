import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyHours, HOURS_LIMITS, type LocationHours, type WeeklyHours } from '../../../domain/hours';
import { HoursEditor } from './hours-editor';
import type { HoursErrors } from './hours-errors';

/** Mondays 9 to 5, closed the rest of the week. */
function mondaysOnly(): WeeklyHours {
  return [[], [['09:00', '17:00']], [], [], [], [], []];
}

/** The editor in a form that holds its value, telling each value it hands back. */
function EditorForm({ start, errors, onChange }: EditorFormProps) {
  const [value, setValue] = useState(start);
  return (
    <HoursEditor
      value={value}
      errors={errors}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

interface EditorFormProps {
  start: LocationHours;
  errors?: HoursErrors;
  onChange: (value: LocationHours) => void;
}

/** Carmel's hours, not set unless told; `latest()` is the value the editor last handed back. */
function renderEditor(start: Partial<LocationHours> = {}, errors?: HoursErrors) {
  let latest: LocationHours = { ...emptyHours('Carmel'), ...start };
  render(
    <EditorForm
      start={latest}
      errors={errors}
      onChange={(next) => {
        latest = next;
      }}
    />,
  );
  return { latest: () => latest };
}

const day = (name: string) => screen.getByRole('group', { name });

describe('the hours editor (issue 17)', () => {
  it('starts with the hours not set, and a closed week once they are', async () => {
    const editor = renderEditor();
    expect(screen.getByRole('radio', { name: 'Hours not set' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Monday' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Set weekly hours' }));
    expect(within(day('Monday')).getByRole('radio', { name: 'Closed' })).toBeChecked();
    expect(editor.latest().weekly).toEqual([[], [], [], [], [], [], []]);
  });

  it("copies Monday's openings to every day", async () => {
    const editor = renderEditor({ weekly: mondaysOnly() });
    await userEvent.click(screen.getByRole('button', { name: 'Copy Monday to all days' }));
    expect(editor.latest().weekly).toEqual(Array.from({ length: 7 }, () => [['09:00', '17:00']]));
    expect(screen.getByLabelText('Sunday closes')).toHaveValue('17:00');
  });

  it(`adds openings up to ${HOURS_LIMITS.rangesPerDay} a day, and removes one`, async () => {
    const editor = renderEditor({ weekly: mondaysOnly() });
    expect(screen.queryByRole('button', { name: 'Remove opening 1 of Monday' })).not.toBeInTheDocument();
    for (let openings = 1; openings < HOURS_LIMITS.rangesPerDay; openings++)
      await userEvent.click(screen.getByRole('button', { name: 'Add opening on Monday' }));
    expect(screen.queryByRole('button', { name: 'Add opening on Monday' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(`Monday opening ${HOURS_LIMITS.rangesPerDay} opens`)).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Remove opening 1 of Monday' }));
    expect(editor.latest().weekly?.[1]).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
  });

  it('keeps a day open around the clock as 00:00 to 00:00, and says when an opening runs past midnight', async () => {
    const editor = renderEditor({ weekly: mondaysOnly() });
    await userEvent.click(within(day('Friday')).getByRole('radio', { name: 'Open 24 hours' }));
    expect(editor.latest().weekly?.[5]).toEqual([['00:00', '00:00']]);

    await userEvent.clear(screen.getByLabelText('Monday closes'));
    await userEvent.type(screen.getByLabelText('Monday closes'), '02:00');
    expect(within(day('Monday')).getByText('Closes after midnight, the next day.')).toBeInTheDocument();
  });

  it("shows the schema's messages beside what they are about", () => {
    renderEditor(
      { weekly: mondaysOnly(), special: [{ date: '', ranges: [], label: null }] },
      { 'weekly.1': 'Openings of one day cannot overlap', 'special.0.date': 'Enter a date' },
    );
    expect(screen.getByLabelText('Monday opens')).toHaveAccessibleDescription('Openings of one day cannot overlap');
    expect(screen.getByLabelText('Monday opens')).toBeInvalid();
    expect(screen.getByLabelText('Date of special date 1')).toHaveAccessibleDescription('Enter a date');
  });
});
