/** Byte order mark: without it Excel reads a UTF-8 file as the local code page and '₦' turns into 'â‚¦'. */
const BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP): such a
 * cell gets a leading apostrophe, which spreadsheets treat as "this is text".
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed plain number (a phone as +2348031234567, an amount as -500): a spreadsheet reads it as a number, never a formula. */
const SIGNED_NUMBER = /^[+-]\d[\d ]*(\.\d+)?$/;

/** One cell: formula starts defused, then quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) && !SIGNED_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as a CSV file's text: UTF-8 BOM, comma-separated, CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
