import type { ReactNode } from 'react';

/** What a translated sentence's placeholder is filled with where an element goes; the sentence is cut there. */
export const IN_PLACE = '\u0000';

/**
 * The translated sentence `text` with `node` where its placeholder (filled with `IN_PLACE`) was: each language
 * puts a link or a name where its words need it.
 */
export function sentenceWith(text: string, node: ReactNode): ReactNode {
  const at = text.indexOf(IN_PLACE);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + IN_PLACE.length)}
    </>
  );
}
