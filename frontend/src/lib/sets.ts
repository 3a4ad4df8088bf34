/** A copy of `set` with `item` taken out if it was in, put in if it was not (for open/closed and picked states). */
export function toggledIn<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
