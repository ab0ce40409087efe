import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { slideSteps } from './slide-steps';

/** An arrow key pressed on an element inside a page of direction `dir`. */
function press(key: string, dir?: 'ltr' | 'rtl') {
  const page = document.createElement('div');
  if (dir) page.setAttribute('dir', dir);
  const target = document.createElement('div');
  page.append(target);
  document.body.append(page);
  return { key, currentTarget: target } as unknown as KeyboardEvent;
}

describe('slide steps by the arrow keys', () => {
  it('goes back with ArrowLeft and on with ArrowRight, left to right', () => {
    const go = vi.fn();
    const { onKeyDown } = slideSteps(1, 3, go);
    onKeyDown(press('ArrowLeft'));
    onKeyDown(press('ArrowRight', 'ltr'));
    expect(go.mock.calls).toEqual([[0], [2]]);
  });

  it('swaps them right to left, read from the page or given', () => {
    const go = vi.fn();
    slideSteps(1, 3, go).onKeyDown(press('ArrowLeft', 'rtl'));
    slideSteps(1, 3, go).onKeyDown(press('ArrowRight', 'rtl'));
    slideSteps(1, 3, go, 'rtl').onKeyDown(press('ArrowLeft'));
    expect(go.mock.calls).toEqual([[2], [0], [2]]);
  });

  it('ignores other keys', () => {
    const go = vi.fn();
    slideSteps(1, 3, go).onKeyDown(press('Enter'));
    expect(go).not.toHaveBeenCalled();
  });
});
