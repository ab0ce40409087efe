import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import esMessages from '../locales/es/messages.json';
import { ApiError } from './api';
import { activateLocale, t } from './i18n';
import { lingui } from './i18n-runtime';
import { announceFailure, type MutationFeedback } from './mutation-feedback';

const sonner = vi.hoisted(() => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('sonner', () => sonner);

const CROSS_ORIGIN = new ApiError(403, 'CROSS_ORIGIN', 'This request must come from the Indiana Halal Directory site.');
const feedback = (failure: MutationFeedback<unknown, unknown>['failure']) => ({ failure });

/** The toast the error was told with: its title and description. */
async function toldAs() {
  await vi.waitFor(() => expect(sonner.toast.error).toHaveBeenCalledOnce());
  const [title, options] = sonner.toast.error.mock.calls[0] ?? [];
  return [title, (options as { description?: string } | undefined)?.description];
}

beforeEach(() => {
  // A refusal is logged as information (lib/api.ts logFailure): kept out of the test's output.
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  activateLocale('en', null);
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('a failed change', () => {
  it("refused as coming from another address shows the server's reason under the change's own title", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    announceFailure(
      feedback(['Subscription Failed', 'There was an error subscribing. Please try again.']),
      CROSS_ORIGIN,
      {},
    );
    expect(await toldAs()).toEqual([
      'Subscription Failed',
      'This request must come from the Indiana Halal Directory site.',
    ]);
  });

  it('with a title alone gets the reason as its description; one the screen explains itself stays unshown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    announceFailure(
      feedback(() => null),
      CROSS_ORIGIN,
      {},
    );
    announceFailure(feedback('Could not update passport.'), CROSS_ORIGIN, {});
    expect(await toldAs()).toEqual([
      'Could not update passport.',
      'This request must come from the Indiana Halal Directory site.',
    ]);
  });

  it("keeps the change's own words for a refusal of what it asked for, and for a server failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alreadySubscribed = new ApiError(409, 'ALREADY_SUBSCRIBED', "You're already subscribed.");
    announceFailure(feedback('Failed to subscribe. Please try again.'), alreadySubscribed, {});
    expect(await toldAs()).toEqual(['Failed to subscribe. Please try again.', undefined]);
    vi.clearAllMocks();
    announceFailure(feedback('Failed to subscribe. Please try again.'), new ApiError(500, 'INTERNAL', 'Oops.'), {});
    expect(await toldAs()).toEqual(['Failed to subscribe. Please try again.', undefined]);
  });

  it("tells 'No Subscribers' without logging an error: the server refused by its rules, nothing broke", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const noSubscribers = new ApiError(409, 'NO_SUBSCRIBERS', 'There are no subscribers to send notifications to.');
    announceFailure(
      feedback(['No Subscribers', 'There are no subscribers to send notifications to.']),
      noSubscribers,
      {},
    );
    expect(await toldAs()).toEqual(['No Subscribers', 'There are no subscribers to send notifications to.']);
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs a change the server could not make as an error, for whoever debugs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const serverFailure = new ApiError(500, 'INTERNAL', 'Oops.');
    announceFailure(feedback('Failed to send notification. Please try again.'), serverFailure, {});
    await toldAs();
    expect(logged).toHaveBeenCalledWith('A change failed', serverFailure);
  });

  it("shows the server's reason in the visitor's language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const compiled = Object.fromEntries(Object.entries(esMessages).map(([id, text]) => [id, compileMessage(text)]));
    activateLocale('es', lingui('es', { ...compiled, 'Subscription Failed': compileMessage('Suscripción fallida') }));
    announceFailure(
      feedback([t('Subscription Failed'), t('There was an error subscribing. Please try again.')]),
      CROSS_ORIGIN,
      {},
    );
    expect(await toldAs()).toEqual([
      'Suscripción fallida',
      esMessages['This request must come from the Indiana Halal Directory site.'],
    ]);
  });
});
