import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps, WAITING_ATTRIBUTE } from './early-taps';

/** A page as the server sent it, its code not run yet. */
let root: HTMLElement;
let navigate: ReturnType<typeof vi.fn<(address: string) => void>>;

function serverPage(html: string, address = '/r/anatolia-hearth') {
  window.history.replaceState(null, '', address);
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  navigate = vi.fn<(address: string) => void>();
  holdEarlyTaps({ root, navigate });
}

/** The code has arrived: `listen` stands for the handlers React attaches, then main.tsx says the page is live. */
async function codeArrives(listen: () => void = () => {}) {
  listen();
  document.dispatchEvent(new Event('page-hydrated'));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The innermost element that says `text`. */
const byText = (text: string) =>
  [...root.querySelectorAll<HTMLElement>('*')].filter((el) => el.textContent?.trim() === text).at(-1)!;

beforeEach(() => {
  document.body.innerHTML = '';
});

afterEach(async () => {
  // Whatever a test left held, its listeners go.
  document.dispatchEvent(new Event('page-hydrated'));
  root.remove();
});

describe('a tap made before the page’s code has run', () => {
  it('on Chat shows that it is waiting, then opens the chat once the code is there', async () => {
    serverPage('<button type="button">Chat</button>');
    const chat = byText('Chat');
    chat.click();
    expect(chat).toHaveAttribute('aria-busy', 'true');
    expect(chat).toHaveAttribute(WAITING_ATTRIBUTE);

    const opened = vi.fn();
    await codeArrives(() => chat.addEventListener('click', opened));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(chat).not.toHaveAttribute('aria-busy');
    expect(chat).not.toHaveAttribute(WAITING_ATTRIBUTE);
  });

  it('acts on the last of two taps only, and the first stops waiting', async () => {
    serverPage('<button type="button">Chat</button><button type="button" aria-busy="false">Report</button>');
    const [chat, report] = [byText('Chat'), byText('Report')];
    chat.click();
    report.click();
    expect(chat).not.toHaveAttribute(WAITING_ATTRIBUTE);
    expect(report).toHaveAttribute('aria-busy', 'true');

    const reported = vi.fn();
    const chatted = vi.fn();
    await codeArrives(() => {
      report.addEventListener('click', reported);
      chat.addEventListener('click', chatted);
    });
    expect(reported).toHaveBeenCalledTimes(1);
    expect(chatted).not.toHaveBeenCalled();
    // What the button said of itself before the wait is what it says again.
    expect(report).toHaveAttribute('aria-busy', 'false');
  });

  it('leaves links, popover buttons and a GET form’s button to the browser', () => {
    serverPage(
      `<a href="/c/restaurants?halal=certified" role="button" aria-pressed="false">Certified</a>
       <button type="button" popovertarget="menu">Open menu</button><nav id="menu" popover></nav>
       <form method="get" action="/c/all-businesses"><input name="q" value=""><button type="submit">Find</button></form>`,
    );
    const find = byText('Find');
    root.querySelector('input')!.value = 'biryani';
    find.click();
    expect(find).not.toHaveAttribute(WAITING_ATTRIBUTE);
    expect(navigate).toHaveBeenCalledWith('/c/all-businesses?q=biryani');
    // What the browser would do by itself is seen on the way, then kept from leaving the test's page.
    const leftToTheBrowser: boolean[] = [];
    root.addEventListener('click', (event) => {
      leftToTheBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    });
    for (const name of ['Certified', 'Open menu']) {
      byText(name).click();
      expect(byText(name)).not.toHaveAttribute(WAITING_ATTRIBUTE);
    }
    expect(leftToTheBrowser).toEqual([true, true]);
  });

  it('on a form that needs the code (Stay Updated) shows its button waiting, then sends it once the code is there', async () => {
    serverPage(
      '<form aria-label="Stay Updated"><input name="email" value="amina@example.com"><button type="submit">Subscribe</button></form>',
    );
    const form = root.querySelector('form')!;
    const subscribe = byText('Subscribe');
    subscribe.click();
    expect(subscribe).toHaveAttribute('aria-busy', 'true');
    expect(navigate).not.toHaveBeenCalled();

    const sent = vi.fn((event: Event) => event.preventDefault());
    await codeArrives(() => form.addEventListener('submit', sent));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(subscribe).not.toHaveAttribute(WAITING_ATTRIBUTE);
  });

  it('picks a language in a select that needs the code, and picks it again once the code is there', async () => {
    serverPage(
      '<select aria-label="Language"><option value="en" selected>English</option><option value="ar">العربية</option></select>',
    );
    const language = root.querySelector('select')!;
    language.value = 'ar';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    expect(language).toHaveAttribute('aria-busy', 'true');
    // Hydration puts back the language React knows of.
    language.value = 'en';

    const picked = vi.fn((event: Event) => (event.target as HTMLSelectElement).value);
    await codeArrives(() => language.addEventListener('change', picked));
    expect(picked).toHaveReturnedWith('ar');
  });

  it('is left to the page once its code has run', async () => {
    serverPage('<button type="button">Chat</button>');
    await codeArrives();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    byText('Chat').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(byText('Chat')).not.toHaveAttribute(WAITING_ATTRIBUTE);
  });
});

describe("the listing's choices before its code has run", () => {
  const listing = `
    <form id="listing-choices" method="get" action="/c/restaurants">
      <input type="hidden" name="halal" value="certified">
    </form>
    <input type="search" name="q" form="listing-choices" value="">
    <select name="city" form="listing-choices"><option value="" selected>All Cities</option><option value="Carmel">Carmel</option></select>
    <select name="sort" form="listing-choices"><option value="featured" selected>Featured</option><option value="rating">Top rated</option></select>`;

  it('go at once to the listing sorted as picked, keeping the filters and leaving out the empty choices', () => {
    serverPage(listing, '/c/restaurants?halal=certified');
    const sort = root.querySelector<HTMLSelectElement>('select[name="sort"]')!;
    sort.value = 'rating';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(navigate).toHaveBeenCalledWith('/c/restaurants?halal=certified&sort=rating');
  });

  it("leave the header's search to start afresh with its words", () => {
    serverPage(
      `${listing}<form method="get" action="/c/restaurants"><input name="q" value=""><button>Find</button></form>`,
      '/c/restaurants?halal=certified',
    );
    const find = root.querySelectorAll('form')[1]!;
    find.querySelector('input')!.value = 'shawarma';
    find.requestSubmit();
    expect(navigate).toHaveBeenCalledWith('/c/restaurants?q=shawarma');
  });

  it('send the words typed in the search with Enter and the choices as shown, leaving out All Cities', () => {
    serverPage(
      listing.replace('<option value="" selected>', '<option value="">').replace('"Carmel">', '"Carmel" selected>'),
      '/c/restaurants?halal=certified&city=Carmel',
    );
    root.querySelector('select')!.value = '';
    (root.querySelector('input[type="search"]') as HTMLInputElement).value = ' biryani ';
    root.querySelector('form')!.requestSubmit();
    expect(navigate).toHaveBeenCalledWith('/c/restaurants?halal=certified&q=biryani&sort=featured');
  });
});
