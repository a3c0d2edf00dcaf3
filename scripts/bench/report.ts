/** One line of the bench's table: a figure, what it is compared with, the target and whether it is met. */
export interface Row {
  area:
    | 'login'
    | 'after sign-in'
    | 'lists'
    | 'network'
    | 'lighthouse'
    | 'server'
    | 'dataset'
    | 'mock mode'
    | `operators, ${string}`;
  figure: string;
  ours: string;
  reference?: string;
  /** ours / reference, or ours / target where there is no reference. */
  ratio?: number;
  target: string;
  /** null: a figure shown for information, with no target of its own. */
  pass: boolean | null;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (v: number) => `${Math.round(v)} ms`;
export const fmt = { kB, ms };

/** A figure compared with the reference app: passes when ours / reference <= maxRatio. */
export function versus(
  area: Row['area'],
  figure: string,
  ours: number,
  reference: number,
  maxRatio: number,
  unit: (v: number) => string,
): Row {
  const ratio = ours / reference;
  return {
    area,
    figure,
    ours: unit(ours),
    reference: unit(reference),
    ratio,
    target: `≤ ${maxRatio} × reference`,
    pass: ratio <= maxRatio,
  };
}

/** A figure compared with the reference for information only. */
export function beside(
  area: Row['area'],
  figure: string,
  ours: number,
  reference: number,
  unit: (v: number) => string,
): Row {
  return {
    area,
    figure,
    ours: unit(ours),
    reference: unit(reference),
    ratio: ours / reference,
    target: '',
    pass: null,
  };
}

/** A figure with an absolute ceiling. */
export function atMost(
  area: Row['area'],
  figure: string,
  ours: number,
  limit: number,
  unit: (v: number) => string,
): Row {
  return { area, figure, ours: unit(ours), target: `≤ ${unit(limit)}`, pass: ours <= limit };
}

/** The table as Markdown (the console prints the same text). */
export function table(rows: Row[]): string {
  const head =
    '| area | figure | ours | reference | ratio | target | result |\n| --- | --- | --- | --- | --- | --- | --- |';
  const lines = rows.map((r) =>
    [
      r.area,
      r.figure,
      r.ours,
      r.reference ?? '',
      r.ratio === undefined ? '' : r.ratio.toFixed(2),
      r.target,
      r.pass === null ? '' : r.pass ? 'PASS' : '**FAIL**',
    ].join(' | '),
  );
  return [head, ...lines.map((l) => `| ${l} |`)].join('\n');
}

/**
 * Puts `section` between the `<!-- NAME:start -->` and `<!-- NAME:end -->` markers of a Markdown document
 * (appended when it has none): `bench` for the main table, `bench-operators` for the operator workload's.
 */
export function replaceSection(document: string, section: string, name = 'bench'): string {
  const START = `<!-- ${name}:start -->`;
  const END = `<!-- ${name}:end -->`;
  const block = `${START}\n${section.trim()}\n${END}`;
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start === -1 || end === -1) return `${document.trimEnd()}\n\n${block}\n`;
  return document.slice(0, start) + block + document.slice(end + END.length);
}
