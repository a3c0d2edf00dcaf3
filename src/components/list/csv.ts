/** Byte order mark: without it Excel reads a UTF-8 file as the local code page and '₦' turns into 'â‚¦'. */
const BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP): such a
 * cell gets a leading apostrophe, which spreadsheets treat as "this is text".
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed plain number (a phone as +2348031234567, an amount as -500): a spreadsheet reads it as a number, never a formula. */
const SIGNED_NUMBER = /^[+-]\d[\d ]*(\.\d+)?$/;
/**
 * Where a spreadsheet may split a cell when it guesses the separator (comma, semicolon, tab, pipe) or ignores the
 * quotes (line breaks): 'Acme;=1+1' must not leave a part '=1+1' behind (issue 30).
 */
const SEPARATOR = /([,;\t|\r\n])/;

/** A part whose start (after spaces, which a spreadsheet may trim) runs as a formula gets the apostrophe. */
function defuse(part: string): string {
  const start = part.replace(/^ +/, '');
  return FORMULA_START.test(start) && !SIGNED_NUMBER.test(start) ? `'${part}` : part;
}

/**
 * One cell: every part a spreadsheet may split it into has its formula start defused, then the cell is
 * quoted, always, with its quotes doubled (RFC 4180).
 */
export function csvCell(text: string): string {
  const parts = text.split(SEPARATOR).map((part, i) => (i % 2 === 0 ? defuse(part) : part));
  // A leading tab or CR is a separator above, and a formula start too: the cell's own start is checked whole.
  const safe = /^[\t\r]/.test(text) ? `'${parts.join('')}` : parts.join('');
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows of cells as a CSV file's text: UTF-8 BOM, comma-separated, CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
