/**
 * The bundle-size guard, run by `npm run build` after `vite build`: fails (exit 1) when the login page's
 * JS (the entry chunk and its static imports, per dist/.vite/manifest.json) grows past its gzip budget,
 * when the login -> dashboard journey does, or when recharts is reachable from the entry or the admin
 * shell. Writes the journey's bundle map to build/bundle-map.md. See docs/performance.md.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudget, type BuiltFile, type LazyStep, type Manifest } from './bundleBudget/check';
import { renderMap, type ChunkModules } from './bundleBudget/map';
import { MODULES_FILE } from './bundleBudget/modulesPlugin';

// kB = 1000 bytes, as Vite prints them. Measured 140.3 kB (139.8 kB after the login page lost zod, the
// contract, TextField's Select and react-router, was 210.5 kB; then Vite's preload helper for the lazy
// dialogs). Then, issue 28, react-router as the app's one router (src/shell/App.tsx: the public pages and
// react-admin share it): its module is shared with the admin part, so the build puts all of it that react-admin
// uses in a chunk the login page loads too, 31.7 kB (172.3 kB); less the data router react-admin never builds in
// this app (src/shims/reactRouterInsideApp.ts, 16.8 kB) and zod's configuration (src/api/zod.ts, 3.0 kB): 152.5 kB.
// The budget is the bench's bar, half the bare react-admin app's login page (scripts/bench/reference.ts, 313.8 kB).
// Lower it whenever the login page sheds weight.
const LOGIN_BUDGET_BYTES = 156_900;
const TARGET_BYTES = 175_000;

/**
 * What the login page loads after its own chunks, up to the dashboard's cards: the admin (prefetched
 * while idle), the sign-in code (on the form's first change); then, once the cards are on screen and the
 * charts' place nears it, the dashboard's trend.
 */
const JOURNEY: LazyStep[] = [
  { name: 'admin, prefetched while idle', source: 'src/shell/AdminApp.tsx' },
  { name: 'sign-in, on the first keystroke', source: 'src/auth/signInWith.ts' },
  {
    name: 'dashboard trend (recharts), after the cards',
    source: 'src/customPages/DashboardTrend.tsx',
    afterCards: true,
  },
];
// Measured 272.7 kB from the login page to the dashboard's cards (290.3 kB with react-router's data router, see
// above; 288.9 kB before react-router was the one router, 316.6 kB before the contract moved to
// zod/mini, node-polyglot's polyfills to the built-ins and the layout lost react-admin's inspector and
// configurable title; 415.2 kB before that), plus ~3%. Issue 17's target: at most the honest reference
// app's whole bundle (scripts/bench/reference.ts, 313.7 kB gzip); its aim 0.8 of it. Lower the budget
// whenever the journey sheds weight.
const JOURNEY_BUDGET_BYTES = 281_000;
const JOURNEY_TARGET_BYTES = 313_700;
const JOURNEY_AIM_BYTES = 251_000;
const MAP_FILE = 'build/bundle-map.md';

const dist = process.argv[2] ?? 'dist';
// Class names recharts writes into the DOM; they survive minification.
const RECHARTS_MARK = /recharts-(wrapper|surface)/;
// The names zod's full API gives its schema classes (zod/mini's are ZodMini*, its core's $Zod*); they survive too.
const FULL_ZOD_MARK = /[`'"]Zod(Object|String|Number)[`'"]/;

const built = new Map<string, BuiltFile>();
function inspect(file: string): BuiltFile {
  let found = built.get(file);
  if (!found) {
    const code = readFileSync(join(dist, file));
    const text = code.toString('utf8');
    found = {
      gzipBytes: gzipSync(code, { level: 9 }).length,
      hasRecharts: RECHARTS_MARK.test(text),
      hasFullZod: FULL_ZOD_MARK.test(text),
    };
    built.set(file, found);
  }
  return found;
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const modules = JSON.parse(readFileSync(join(dist, MODULES_FILE), 'utf8')) as ChunkModules;
// The server serves dist/ (dot folders included): the manifest has done its job, it is not shipped.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
const report = checkBudget({
  manifest,
  inspect,
  budgetBytes: LOGIN_BUDGET_BYTES,
  journey: { steps: JOURNEY, budgetBytes: JOURNEY_BUDGET_BYTES },
});
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

mkdirSync(dirname(MAP_FILE), { recursive: true });
writeFileSync(
  MAP_FILE,
  renderMap({
    title: 'Bundle map: from the login page to the dashboard',
    steps: report.journey,
    modules,
    gzipBytes: (file) => inspect(file).gzipBytes,
    root: resolve('.'),
  }),
);

console.log(
  `bundle budget: login page JS ${kB(report.loginGzipBytes)} gzip (budget ${kB(LOGIN_BUDGET_BYTES)}, target ${kB(TARGET_BYTES)})`,
);
if (report.adminFile)
  console.log(`bundle budget: admin shell ${report.adminFile} ${kB(report.adminGzipBytes ?? 0)} gzip`);
console.log(
  `bundle budget: login page to dashboard cards ${kB(report.journeyGzipBytes)} gzip (budget ${kB(JOURNEY_BUDGET_BYTES)}, ` +
    `target ${kB(JOURNEY_TARGET_BYTES)}, aim ${kB(JOURNEY_AIM_BYTES)}), then the trend ${kB(report.afterCardsGzipBytes)}; ` +
    `map in ${MAP_FILE}`,
);
if (report.loginGzipBytes > TARGET_BYTES)
  console.log('bundle budget: the login page is still over the 175 kB target of issue 7');
for (const problem of report.problems) console.error(`bundle budget FAILED: ${problem}`);
process.exit(report.ok ? 0 : 1);
