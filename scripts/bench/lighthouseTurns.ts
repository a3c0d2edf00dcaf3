/**
 * Lighthouse on one page of several builds, taking turns (issue 31): each build served by its own server
 * (DIST_DIR=<build> … PORT=<port> node build/server/main.js), the page measured cold and warm in each in turn,
 * `ROUNDS` rounds, so that the machine's drift falls on every build alike.
 *
 *   BENCH_PORTS=8388-8389 ROUNDS=3 LH_PATH=/dashboard/vendors npx tsx scripts/bench/lighthouseTurns.ts before=8384 after=8385
 */
import { lighthouseFigures } from './lighthouse';

const builds = process.argv.slice(2).map((arg) => arg.split('='));
const rounds = Number(process.env.ROUNDS ?? 2);
const path = process.env.LH_PATH ?? '/dashboard/vendors';
const runs: Record<string, string[]> = {};
for (let round = 0; round < rounds; round += 1)
  for (const [name, port] of builds) {
    const base = `http://127.0.0.1:${port}`;
    const figures = await lighthouseFigures({
      base,
      runs: 1,
      pages: [{ name, path, signedIn: true }],
      signIn: {
        loginUrl: `${base}/login`,
        username: 'admin',
        password: 'admin',
        remember: true,
        signedInText: 'Total Ad Views',
      },
      log: () => {},
    });
    for (const f of figures) {
      const line = `score ${f.score}, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, LCP ${Math.round(f.lcpMs)} ms, ${f.domNodes} nodes`;
      (runs[`${name} ${f.mode}`] ??= []).push(line);
      console.log(`round ${round + 1}: ${name} ${f.mode}: ${line}`);
    }
  }
for (const [key, lines] of Object.entries(runs)) console.log(`${key}:\n  ${lines.join('\n  ')}`);
