/**
 * The first script of a page the server rendered (web.ts names it before the app's entry). The page is
 * readable and its links and forms work before any of its code has run; its code is announced with the
 * HTML and arrives meanwhile. This script keeps what a person taps in that time from being lost.
 */

/**
 * Taps made before the code has run would do nothing: the page's buttons have no handlers yet. The last
 * one is held (and a form's native submission with it) and replayed once main.tsx says the page is live
 * (`page-hydrated`). Links are left alone: they work without the code.
 */
function holdEarlyTaps() {
  const root = document.getElementById('root');
  let held: (() => void) | undefined;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"], summary') : null;
    if (!target || !root?.contains(target) || target.closest('a[href]')) return;
    event.preventDefault();
    held = () => {
      if (target.isConnected) (target as HTMLElement).click();
    };
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root?.contains(form)) return;
    event.preventDefault();
    const submitter = event.submitter;
    held = () => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    };
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener(
    'page-hydrated',
    () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      // In a task of its own: the announcement comes from an effect, while React is still finishing the
      // commit, and a tap handled inside it is lost.
      if (held) setTimeout(held, 0);
    },
    { once: true },
  );
}

holdEarlyTaps();

export {};
