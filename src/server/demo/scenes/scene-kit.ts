/** What each subject's drawing function returns: the SVG body and a caption of what it drew. */
export interface SceneDrawing {
  body: string;
  caption: string;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** 'two', 'three'… as a caption would say a small count. */
export function countWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** 'a walnut table', 'an oak table'. */
export function a(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}
