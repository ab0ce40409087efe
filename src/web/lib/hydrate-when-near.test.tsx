import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './hydrate-when-near';
import { lazyComponent } from './lazy-component';

/** The browser's IntersectionObserver, told by the test when the part comes near the screen. */
let comeNear: () => void = () => {};
class FakeIntersectionObserver {
  constructor(private readonly report: IntersectionObserverCallback) {
    comeNear = () => this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

const chats: string[] = [];
function Cards({ names }: { names: string[] }) {
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <a href={`/r/${name}`}>{name}</a>
          <button type="button" onClick={() => chats.push(name)}>
            Chat with {name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What the server sent for the part: the same markup Cards draws, without its code. */
const SERVER_MARKUP =
  '<div id="cards"><ul><li><a href="/r/anatolia">anatolia</a><button type="button">Chat with anatolia</button></li>' +
  '<li><a href="/r/zaytoon">zaytoon</a><button type="button">Chat with zaytoon</button></li></ul></div>';

function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = SERVER_MARKUP;
  document.body.append(container);
  let arrive: () => void = () => {};
  const load = vi.fn(() => new Promise<typeof Cards>((resolve) => (arrive = () => resolve(Cards))));
  const component = lazyComponent(load);
  const props = { names: ['anatolia', 'zaytoon'] };
  render(<HydrateWhenNear id="cards" component={component} props={props} />, { container, hydrate: true });
  return { load, arrive: () => act(async () => arrive()) };
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  chats.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a part of a server-rendered page that comes live near the screen (issue 31)', () => {
  it("keeps the server's markup and fetches no code until it comes near the screen", async () => {
    const page = serverPage();
    expect(screen.getByRole('link', { name: 'anatolia' })).toHaveAttribute('href', '/r/anatolia');
    expect(page.load).not.toHaveBeenCalled();

    act(() => comeNear());
    expect(page.load).toHaveBeenCalledOnce();
    await page.arrive();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with zaytoon' }));
    expect(chats).toEqual(['zaytoon']);
  });

  it('holds a tap made before its code is there, and makes it once the part is live', async () => {
    const page = serverPage();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with zaytoon' }));
    expect(page.load).toHaveBeenCalledOnce();
    expect(chats).toEqual([]);

    await page.arrive();
    expect(chats).toEqual(['zaytoon']);
  });
});
