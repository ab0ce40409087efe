import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardClock } from './dashboard-clock';

describe('dashboard clock (SPEC §2 /business header)', () => {
  const browserZone = process.env.TZ;
  beforeEach(() => {
    // A browser on Central time: 05:30Z on Monday is still Sunday evening there, already Monday in Indiana.
    process.env.TZ = 'America/Chicago';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-12T05:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it("shows the day and the time on the business's clock, not the browser's", () => {
    // Indianapolis in January is UTC-5: Monday 12:30 AM. The browser's own zone says Sunday 11:30 PM.
    expect(new Date().toLocaleDateString('en-US', { weekday: 'long' })).toBe('Sunday');
    render(<DashboardClock />);
    expect(screen.getByText('Monday, January 12, 2026 · 12:30 AM')).toBeInTheDocument();
  });
});
