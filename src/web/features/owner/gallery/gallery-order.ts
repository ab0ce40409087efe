/** The ids with the one at `from` moved to `to` (both clamped to the list); the others keep their order. */
export function moveTo(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const target = Math.max(0, Math.min(ids.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...ids];
  next.splice(target, 0, moved);
  return next;
}
