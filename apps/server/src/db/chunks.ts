/**
 * How many values one `IN (...)` list carries: a statement holds at most 65,535 parameters, and a
 * lookup over a list another domain handed over (every closed account, every player of a
 * provider) can be longer.
 */
const IN_LIST_CHUNK = 10_000;

/** The items in consecutive slices of at most `size`. */
export function chunked<T>(items: readonly T[], size: number = IN_LIST_CHUNK): T[][] {
  const slices: T[][] = [];
  for (let at = 0; at < items.length; at += size) slices.push(items.slice(at, at + size));
  return slices;
}
