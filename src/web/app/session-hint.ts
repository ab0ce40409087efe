import { createContext, use } from 'react';

/**
 * Whether a page was asked for with a session cookie: 'member' when it was (someone is most likely signed
 * in), 'visitor' when not (no one is). The server knows it before the session is checked (carriesSession),
 * and draws the header in that shape; the browser draws the same until the session check answers, so the
 * header keeps its shape as the page's code starts. Undefined when no one said (a page the browser drew
 * from nothing).
 */
export type SessionHint = 'member' | 'visitor';

/** The attribute the header carries its shape in: the browser reads the server's before drawing its own. */
export const SESSION_HINT_ATTRIBUTE = 'data-session-hint';

function isHint(value: string | null | undefined): value is SessionHint {
  return value === 'member' || value === 'visitor';
}

/** The shape of the header the server sent with the page, read once before the app replaces or hydrates it. */
const sentWithThePage: SessionHint | undefined = (() => {
  if (typeof document === 'undefined') return undefined;
  const hint = document.querySelector(`#root header[${SESSION_HINT_ATTRIBUTE}]`)?.getAttribute(SESSION_HINT_ATTRIBUTE);
  return isHint(hint) ? hint : undefined;
})();

/** Set by the server's render (entry-server.tsx); in the browser, what the server's page said. */
export const SessionHintContext = createContext<SessionHint | undefined>(sentWithThePage);

export function useSessionHint(): SessionHint | undefined {
  return use(SessionHintContext);
}
