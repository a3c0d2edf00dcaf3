import { describe, expect, it } from 'vitest';
import { lighthouseRows, mergeRounds, type LighthouseFigure } from '../../scripts/bench/lighthouse';

const figure = (page: string, mode: 'cold' | 'warm', score: number, tbtMs: number, cls = 0): LighthouseFigure => ({
  page,
  mode,
  score,
  tbtMs,
  cls,
  lcpMs: 1000,
  domNodes: 100,
  scores: [score],
});

describe("the bench's Lighthouse rows (issue 31)", () => {
  const reference = [
    figure('login', 'cold', 90, 200),
    figure('posts list', 'cold', 70, 1000),
    figure('posts list', 'warm', 80, 500),
  ];

  it('compares a signed-in page with the bare list of the same mode: score + 10, 0.3 × its TBT, CLS ≤ 0.05', () => {
    const rows = lighthouseRows(
      [figure('vendors', 'cold', 80, 300), figure('vendors', 'warm', 89, 151, 0.06)],
      2,
      reference,
    );
    expect(rows.map((r) => [r.figure.split(':')[0], r.ours, r.reference, r.target, r.pass])).toEqual([
      ['vendors, cold', '80', '70', '≥ reference + 10 (80)', true],
      ['vendors, cold', '300 ms', '1000 ms', '≤ 0.3 × reference', true],
      ['vendors, cold', '0.000', '0.000', '≤ 0.05', true],
      ['vendors, warm', '89', '80', '≥ reference + 10 (90)', false],
      ['vendors, warm', '151 ms', '500 ms', '≤ 0.3 × reference', false],
      ['vendors, warm', '0.060', '0.000', '≤ 0.05', false],
    ]);
  });

  it("keeps the login's absolute targets (issue 17)", () => {
    const rows = lighthouseRows([figure('login', 'cold', 95, 150)], 2, reference);
    expect(rows.map((r) => [r.target, r.pass])).toEqual([
      ['≥ 90', true],
      ['≤ 200 ms', true],
      ['≤ 0.05', true],
    ]);
  });

  it('takes the medians of the rounds, page by page and mode by mode', () => {
    const merged = mergeRounds([
      [figure('vendors', 'cold', 60, 900), figure('vendors', 'warm', 80, 400)],
      [figure('vendors', 'cold', 70, 700), figure('vendors', 'warm', 84, 300)],
      [figure('vendors', 'cold', 50, 800), figure('vendors', 'warm', 90, 200)],
    ]);
    expect(merged.map((f) => [f.page, f.mode, f.score, f.tbtMs, f.scores])).toEqual([
      ['vendors', 'cold', 60, 800, [60, 70, 50]],
      ['vendors', 'warm', 84, 300, [80, 84, 90]],
    ]);
  });
});
