import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PassportPage } from '../../app/routes/passport-page';
import { requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenPassportApi, givenScreen } from './testing/passport-api';
import { givenPassport, givenPassportBusiness, givenVisit, holder, threePlaces } from './testing/passport-fixtures';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

/**
 * The browser's Web Animations, which jsdom lacks: each animation of `duration` ms finishes when the test
 * says so (`finish(duration)`); the others at once.
 */
function givenAnimations(heldDurations: number[] = []) {
  const held: Array<{ duration: number; resolve: () => void }> = [];
  const animate = vi.fn((_keyframes: Keyframe[], options?: KeyframeAnimationOptions) => {
    const duration = Number(options?.duration);
    const finished = heldDurations.includes(duration)
      ? new Promise<void>((resolve) => held.push({ duration, resolve }))
      : Promise.resolve();
    return { finished, cancel: vi.fn() } as unknown as Animation;
  });
  HTMLElement.prototype.animate = animate;
  const durations = () => animate.mock.calls.map(([, options]) => Number(options?.duration));
  const finish = (duration: number) => {
    for (const animation of held) if (animation.duration === duration) animation.resolve();
  };
  return { animate, durations, finish };
}

function renderPassport() {
  return renderWithProviders([{ path: '/passport', element: <PassportPage /> }], { user: holder, url: '/passport' });
}

async function openAtSaffron() {
  await userEvent.type(await screen.findByRole('combobox', { name: 'Find a place' }), 'Saffron');
  await userEvent.click(screen.getByRole('option', { name: /^Saffron Lantern Kitchen/ }));
}

beforeEach(() => {
  givenScreen();
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'animate');
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the stamp’s motion', () => {
  it('dips, travels, presses and settles in 1050 ms, with the stamp and the pages locked until it is down', async () => {
    const motion = givenAnimations([1050]);
    const fetchMock = givenPassportApi();
    renderPassport();
    await openAtSaffron();
    // The clock stands still from the click to the ink, as on an idle machine: a busy test run would
    // otherwise take the time it spends rendering off the ink's delay.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now());
    await userEvent.click(screen.getByRole('button', { name: 'Stamp Saffron Lantern Kitchen' }));
    clock.mockRestore();
    // The stamp is made at once; its ink shows when the rubber touches the paper (dip 300 + travel 250 + press/2).
    expect(requestsTo(fetchMock, 'PUT', /\/visits\/[^/]+$/)).toHaveLength(1);
    expect(await screen.findByRole('img', { name: /^Stamp of Saffron Lantern Kitchen/ })).toBeInTheDocument();
    const inkDelay = motion.animate.mock.calls.find(([, options]) => options?.fill === 'backwards')?.[1]?.delay;
    expect(Number(inkDelay)).toBeGreaterThan(600);
    expect(motion.durations()).toEqual(expect.arrayContaining([1050, 1050]));

    const control = screen.getByRole('button', { name: 'Remove stamp from Saffron Lantern Kitchen' });
    expect(control).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    const page = screen.getByText(/^Page \d+ of \d+$/).textContent;
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText(/^Page \d+ of \d+$/)).toHaveTextContent(page ?? '');

    // A place found meanwhile opens once the stamp is down.
    await userEvent.type(screen.getByRole('combobox', { name: 'Find a place' }), 'Zaytoon');
    await userEvent.click(screen.getByRole('option', { name: /^Zaytoon Grill House/ }));
    expect(screen.getByRole('heading', { name: 'Saffron Lantern Kitchen' })).toBeVisible();

    motion.finish(1050);
    expect(await screen.findByRole('heading', { name: 'Zaytoon Grill House' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
  });

  it('fades a removed stamp for 300 ms before it goes', async () => {
    const motion = givenAnimations([300]);
    const saffron = givenPassportBusiness({ visit: givenVisit() });
    const fetchMock = givenPassportApi(givenPassport([threePlaces[0]!, saffron, threePlaces[2]!]));
    renderPassport();
    await openAtSaffron();
    await userEvent.click(screen.getByRole('button', { name: 'Remove stamp from Saffron Lantern Kitchen' }));
    expect(motion.durations()).toContain(300);
    expect(requestsTo(fetchMock, 'DELETE', /\/visits\//)).toHaveLength(0);
    motion.finish(300);
    expect(await screen.findByRole('button', { name: 'Stamp Saffron Lantern Kitchen' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'DELETE', /\/visits\//)).toHaveLength(1));
  });

  it('does not move at all when the holder prefers reduced motion', async () => {
    givenScreen({ reducedMotion: true });
    const motion = givenAnimations([1050, 300]);
    givenPassportApi();
    renderPassport();
    await openAtSaffron();
    await userEvent.click(screen.getByRole('button', { name: 'Stamp Saffron Lantern Kitchen' }));
    expect(await screen.findByRole('img', { name: /^Stamp of Saffron Lantern Kitchen/ })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove stamp from Saffron Lantern Kitchen' }));
    expect(await screen.findByRole('button', { name: 'Stamp Saffron Lantern Kitchen' })).toBeInTheDocument();
    expect(motion.animate).not.toHaveBeenCalled();
  });
});
