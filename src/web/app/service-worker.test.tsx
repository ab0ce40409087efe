import { describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker';

const pwa = vi.hoisted(() => ({ options: {} as { onNeedRefresh?: () => void }, update: vi.fn() }));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: typeof pwa.options) => {
    pwa.options = options;
    return pwa.update;
  },
}));
const toast = vi.hoisted(() => vi.fn());
vi.mock('../lib/notify', () => ({ loadToasts: async () => ({ toast }) }));

describe('a new version of the app', () => {
  it("waits for the person: 'New version — reload' stays until they choose Reload, which moves to it", async () => {
    startServiceWorker();
    expect(pwa.update).not.toHaveBeenCalled();
    pwa.options.onNeedRefresh?.();
    await vi.waitFor(() => expect(toast).toHaveBeenCalledOnce());
    const [text, options] = toast.mock.calls[0] as [
      string,
      { duration: number; action: { label: string; onClick: () => void } },
    ];
    expect(text).toBe('New version — reload');
    expect(options.duration).toBe(Number.POSITIVE_INFINITY);
    expect(options.action.label).toBe('Reload');
    options.action.onClick();
    expect(pwa.update).toHaveBeenCalledWith(true);
  });
});
