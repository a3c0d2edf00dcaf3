import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { openSqlite } from '../../server/db/connect';
import { benchCalls } from './server';
import { API_BASE_PATH, api } from '../../src/api';

process.env.NODE_ENV = 'production';
const db = openSqlite('/work/main/data/bench/large.sqlite');
const level = process.env.LOG_LEVEL ?? 'warn';
const app = buildApp({ db, logger: { level, stream: { write() {} } as never } });
const filter = process.argv[2];
async function main() {
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: API_BASE_PATH + api.session.login.path,
    payload: { data: { username: 'admin', password: 'admin', remember: true } },
  });
  const token = (login.json() as { content: { token: string } }).content.token;
  for (const c of benchCalls()) {
    if (filter && !new RegExp(filter).test(c.name)) continue;
    const run = () => app.inject({ method: 'GET', url: c.path, headers: { token } });
    let r = await run();
    if (r.statusCode !== 200) console.log(c.name, r.statusCode, r.body.slice(0, 200));
    for (let i = 0; i < 20; i++) await run();
    const times: number[] = [];
    const until = performance.now() + 700;
    const cpu = process.cpuUsage();
    while (performance.now() < until) {
      const t = performance.now();
      r = await run();
      times.push(performance.now() - t);
    }
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / times.length;
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `${c.name.padEnd(34)} cpu ${cpuMs.toFixed(3)} ms  mean ${mean.toFixed(3)} ms  median ${times[times.length >> 1].toFixed(3)}  p99 ${times[Math.floor(times.length * 0.99)].toFixed(3)}  max ${times[times.length - 1].toFixed(2)}  bytes ${r.body.length} n=${times.length}`,
    );
  }
  await app.close();
  await db.destroy();
}
main();
