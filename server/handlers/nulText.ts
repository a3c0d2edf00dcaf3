/**
 * Whether any string in a request's params or body holds a NUL character (U+0000). PostgreSQL cannot
 * store or even compare such text (it fails the whole query), so every input with one is refused with
 * a 400 on both databases alike, before any handler sees it.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || containsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters (\\u0000)';
