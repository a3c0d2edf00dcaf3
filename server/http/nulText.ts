/**
 * Whether any string in a request's params or body holds a NUL character (U+0000). PostgreSQL cannot
 * store or even compare such text (it fails the whole query), so every input with one is refused with
 * a 400 on both databases alike, before any handler sees it.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => containsNul(item, depth + 1));
}

export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters (\\u0000)';
