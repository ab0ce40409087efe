import { describe, expect, it } from 'vitest';
import { replyTimeOf } from './chat';

describe('reply time', () => {
  it('needs at least 3 answered conversations', () => {
    expect(replyTimeOf(2, 60)).toBeNull();
    expect(replyTimeOf(3, 60)).toBe('hour');
  });

  it('is within an hour, within a day, or not shown past a day', () => {
    expect(replyTimeOf(5, 3600)).toBe('hour');
    expect(replyTimeOf(5, 3601)).toBe('day');
    expect(replyTimeOf(5, 24 * 3600)).toBe('day');
    expect(replyTimeOf(5, 24 * 3600 + 1)).toBeNull();
    expect(replyTimeOf(5, null)).toBeNull();
  });
});
