/**
 * What a tap does on a page the server rendered before its code has run (page-start.ts starts this at once;
 * main.tsx says `page-hydrated` once React has taken the page over). Nothing a person taps is lost:
 * - links, `<details>` and popover buttons work by themselves and are left alone;
 * - a GET form (the header's search, the listing's choices) navigates at once to the address the code
 *   would have gone to, and a choice in one of its selects does so as soon as it is picked;
 * - any other button, form or select needs the code: the last one is held, shows that it is waiting
 *   (`aria-busy` and WAITING_ATTRIBUTE, which styles.css draws as a spinner), and is replayed once the page
 *   is live.
 */
export const WAITING_ATTRIBUTE = 'data-waiting-for-code';
/** Marks a GET form that changes its own page's address rather than starting afresh (the listing's choices). */
export const REFINES_ADDRESS_ATTRIBUTE = 'data-refines-address';

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

function changedFromTheServers(field: Element): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return field.value !== field.defaultValue;
  return false;
}

/**
 * The address a GET form leads to, as the code would write it: for a form that refines its own page, the
 * page's address with the fields the person changed (an emptied one dropped); for any other, the form's
 * fields that hold something. A form's every field, empty ones included, is what the browser alone would send.
 */
export function addressOf(form: HTMLFormElement, submitter: HTMLElement | null, here: URL): string {
  const action = new URL(form.getAttribute('action') || here.href, here);
  const samePage = action.pathname === here.pathname && form.hasAttribute(REFINES_ADDRESS_ATTRIBUTE);
  const params = samePage ? new URLSearchParams(here.search) : new URLSearchParams();
  for (const field of form.elements) {
    const { name, disabled } = field as HTMLInputElement;
    if (!name || disabled || field instanceof HTMLButtonElement || field instanceof HTMLFieldSetElement) continue;
    if (samePage && !changedFromTheServers(field)) continue;
    const unchecked = field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type) && !field.checked;
    const value = unchecked ? '' : (field as HTMLInputElement).value.trim();
    if (value) params.set(name, value);
    else params.delete(name);
  }
  if (submitter instanceof HTMLButtonElement && submitter.name) params.set(submitter.name, submitter.value);
  const search = params.toString();
  return `${action.pathname}${search ? `?${search}` : ''}`;
}

/** The control a held form submission is shown on: the button that sent it, or the form's first. */
function submitButtonOf(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | null {
  return submitter ?? form.querySelector<HTMLElement>('button[type="submit"], button:not([type])');
}

export function holdEarlyTaps({ root, navigate = (address) => window.location.assign(address) }: Options): void {
  const doc = root.ownerDocument;
  let held: { control: HTMLElement | null; replay: () => void } | undefined;
  let shownBusy: string | null = null;

  function release() {
    const control = held?.control;
    if (!control) return;
    control.removeAttribute(WAITING_ATTRIBUTE);
    if (shownBusy === null) control.removeAttribute('aria-busy');
    else control.setAttribute('aria-busy', shownBusy);
  }

  function hold(control: HTMLElement | null, replay: () => void) {
    release();
    held = { control, replay };
    if (!control) return;
    shownBusy = control.getAttribute('aria-busy');
    control.setAttribute('aria-busy', 'true');
    control.setAttribute(WAITING_ATTRIBUTE, '');
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
      navigate(addressOf(form, submitter, new URL(doc.location.href)));
      return;
    }
    hold(submitButtonOf(form, submitter), () => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    });
  };

  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !root.contains(select)) return;
    if (select.form && isGetForm(select.form)) {
      navigate(addressOf(select.form, null, new URL(doc.location.href)));
      return;
    }
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
