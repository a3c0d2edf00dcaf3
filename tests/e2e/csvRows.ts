/** Parses CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks) into rows of cells. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\n') rows.push([...row, cell.replace(/\r$/, '')]), (row = []), (cell = '');
    else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}
