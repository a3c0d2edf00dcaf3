/**
 * The printed report: one line per call ('OK    GET /get/admins', 'FAIL  ...', 'SKIP  ... (why)'), each
 * difference on a line of its own under its call (with the call again, so a line stands alone in a log),
 * and a summary that counts them.
 */
export class Report {
  private readonly counts = { OK: 0, FAIL: 0, SKIP: 0 };
  private differences = 0;

  constructor(readonly print: (line: string) => void) {}

  /** OK when there is no difference, FAIL otherwise. A label ' -> ...' part (what a probe expects) is left out of difference lines. */
  call(label: string, differences: readonly string[], note?: string): void {
    const status = differences.length ? 'FAIL' : 'OK';
    this.counts[status] += 1;
    this.differences += differences.length;
    this.print(`${status.padEnd(4)}  ${label}${note ? `  (${note})` : ''}`);
    for (const line of differences) this.print(`      - ${label.split(' ->')[0]} ${line}`);
  }

  skip(label: string, reason: string): void {
    this.counts.SKIP += 1;
    this.print(`SKIP  ${label}  (${reason})`);
  }

  get failed(): boolean {
    return this.counts.FAIL > 0;
  }

  summary(): void {
    const { OK, FAIL, SKIP } = this.counts;
    const n = this.differences;
    this.print(
      `Summary: ${OK + FAIL + SKIP} calls, ${OK} OK, ${FAIL} FAIL, ${SKIP} skipped; ${n} difference${n === 1 ? '' : 's'}: ` +
        (FAIL ? 'the backend differs from the contract' : 'the backend matches the contract'),
    );
  }
}
