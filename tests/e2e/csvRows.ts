/** Parses CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks) into rows of cells. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n')) {
      cell += c;
    } else {
      row.push(c === '\n' ? cell.replace(/\r$/, '') : cell);
      cell = '';
      if (c === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}
