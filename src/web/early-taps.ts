/**
 * What a tap does on a page the server rendered before its code has run (page-start.ts starts this at once;
 * main.tsx says `page-hydrated` once React has taken the page over). Nothing a person taps is lost:
 * - links, `<details>` and popover buttons work by themselves and are left alone;
 * - a GET form (the header's search, the listing's choices) goes at once where it leads, and a choice
 *   in one of its selects as soon as it is picked;
 * - any other button, form or select needs the code: the last one is held, shows that it is waiting
 *   (`aria-busy` and WAITING_ATTRIBUTE, which styles.css draws as a spinner), and is replayed once the page
 *   is live.
 */
export const WAITING_ATTRIBUTE = 'data-waiting-for-code';

interface Options {
  /** Where the page's controls are (#root). */
  root: Element;
  /** Goes to another address (the browser's own navigation; replaced in tests). */
  navigate?: (address: string) => void;
}

/** A form whose submission is a navigation the browser makes itself: `method="get"`, written out. */
function isGetForm(form: HTMLFormElement | null | undefined): boolean {
  return form?.getAttribute('method')?.toLowerCase() === 'get';
}

/**
 * The address a GET form leads to: its action with the fields that hold something (an empty one is no
 * setting, and the address stays as short as the code writes it).
 */
export function addressOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value.trim()) params.append(name, value.trim());
  const action = new URL(form.action).pathname;
  return params.size > 0 ? `${action}?${params}` : action;
}

/** The control a held form submission is shown on: the button that sent it, or the form's first. */
function submitButtonOf(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | null {
  return submitter ?? form.querySelector<HTMLElement>('button[type="submit"], button:not([type])');
}

export function holdEarlyTaps({ root, navigate = (address) => window.location.assign(address) }: Options): void {
  const doc = root.ownerDocument;
  let held: { control: HTMLElement | null; replay: () => void; busy: string | null } | undefined;

  function release() {
    const control = held?.control;
    control?.removeAttribute(WAITING_ATTRIBUTE);
    // What the control said of itself before the wait, it says again.
    if (held?.busy) control?.setAttribute('aria-busy', held.busy);
    else control?.removeAttribute('aria-busy');
  }

  function hold(control: HTMLElement | null, replay: () => void) {
    release();
    held = { control, replay, busy: control?.getAttribute('aria-busy') ?? null };
    control?.setAttribute('aria-busy', 'true');
    control?.setAttribute(WAITING_ATTRIBUTE, '');
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!target || !root.contains(target) || target.closest('a[href]')) return;
    // A popover opens by itself; a GET form's button sends the form, which goes where it leads (onSubmit).
    if (target.hasAttribute('popovertarget')) return;
    if (target instanceof HTMLButtonElement && target.type === 'submit' && isGetForm(target.form)) return;
    event.preventDefault();
    hold(target as HTMLElement, () => {
      if (target.isConnected) (target as HTMLElement).click();
    });
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    const submitter = event.submitter;
    if (isGetForm(form)) {
      navigate(addressOf(form));
      return;
    }
    hold(submitButtonOf(form, submitter), () => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    });
  };

  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !root.contains(select)) return;
    // Sent as Enter would send it (onSubmit).
    if (isGetForm(select.form)) return select.form?.requestSubmit();
    // Hydration may put back the choice React knows of: the replay picks the person's again.
    const picked = select.value;
    hold(select, () => {
      if (!select.isConnected) return;
      select.value = picked;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('change', onChange, true);
  doc.addEventListener(
    'page-hydrated',
    () => {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('change', onChange, true);
      release();
      // In a task of its own: the announcement comes from an effect, while React is still finishing the
      // commit, and a tap handled inside it is lost.
      const replay = held?.replay;
      held = undefined;
      if (replay) setTimeout(replay, 0);
    },
    { once: true },
  );
}
