/**
 * Form and filter values (unknown, as react-admin's inputs hold them) as the values a call takes. The
 * one copy for every declaration and for the default path parameters (params.ts).
 */

/** An id: a number, or a string of digits (e.g. typed in a text field); anything else is no id. */
export function idOf(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  return typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : undefined;
}

/** Text, trimmed; empty text is none. */
export const textOf = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** A page size typed by the user (e.g. the device history's 'count'), kept within the API's 1..1000. */
export function limitOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.min(1000, Math.max(1, Math.round(n))) : undefined;
}

/** A required text field of a body: validated by the form, so an empty value only reaches a call that bypassed it. */
export const textField = (v: unknown): string =>
  typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v);
