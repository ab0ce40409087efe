import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadToasts, notifyError } from '../lib/notify';
import { speak } from '../testing/speak';
import { Toasts } from './toasts';

/** The page's toaster, its library loaded as it is at the person's first tap or key. */
async function renderToaster() {
  await loadToasts();
  render(<Toasts />);
}

afterEach(async () => {
  const { toast } = await loadToasts();
  act(() => {
    toast.dismiss();
  });
  speak('en');
});

describe('the toasts', () => {
  it("name their region and close buttons in the visitor's language", async () => {
    speak('ar');
    await renderToaster();

    notifyError('Missing Information', 'Please fill in the title and event date.');

    expect(await screen.findByRole('region', { name: 'الإشعارات alt+T' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('stand at the end of the reading line at the bottom, and at the top while a dialog is open, clear of its actions', async () => {
    await renderToaster();

    notifyError('Failed to load businesses.');
    await screen.findByText('Failed to load businesses.');
    expect(document.querySelector('[data-sonner-toaster][data-y-position="bottom"]')).not.toBeNull();

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    notifyError('Missing Information', 'Please fill in the title and event date.');
    const toast = await screen.findByText('Missing Information');
    expect(toast.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    dialog.remove();
  });

  it('are not fetched by a visit that only reads: the library comes with the first tap or key', async () => {
    vi.resetModules();
    const notify = await import('../lib/notify');
    const { Toasts: FreshToasts } = await import('./toasts');
    render(<FreshToasts />);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(notify.toastsWanted()).toBe(false);

    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(notify.toastsWanted()).toBe(true);
  });
});
