import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { TOKEN_KEY } from '../../src/config/runtimeConfig.ts';
import { staticClosure, type Manifest } from '../bundleBudget/check.ts';

/**
 * What a direct load of a signed-in page (/dashboard/…: a bookmark, a reload, a link from elsewhere) needs, by
 * the path's first segment under /dashboard. Checked against the resource declarations by
 * tests/unit/adminPreload.test.ts.
 */
export const ADMIN_PRELOAD_PLAN = {
  /** The admin part (react-admin, the frame, every declaration): on every /dashboard path. */
  admin: 'src/shell/AdminApp.tsx',
  /** The resources with a page of their own (a declaration's `page`), by name. */
  pages: {
    reports: 'src/resources/reports/ReportsPage.tsx',
    activitylog: 'src/resources/activityLog/ActivityLogPage.tsx',
    admin: 'src/resources/admins/AdminProfilePage.tsx',
  } as Record<string, string>,
  /** Any other first segment is a resource's list: the generic list page. */
  list: 'src/components/list/ResourceListPage.tsx',
  /** First segments that are neither: the dashboard (in the admin part) and the template pages (small). */
  none: ['', 'app', 'products', 'blog', 'user'],
};

export type PreloadPlan = typeof ADMIN_PRELOAD_PLAN;

/**
 * The admin part's code is asked for by the entry only once the entry has been downloaded and evaluated, and
 * the screen's code only once the admin has mounted its route: two more round trips, with the network idle
 * while the page runs. This adds to index.html a small inline script that, on /dashboard paths with a session,
 * preloads both at once, beside the entry's own files, at a low priority so that the entry's files, which paint
 * the first screen, come first on a slow network. The login page loads neither (it prefetches the admin part
 * when idle, src/shell/App.tsx). The file names carry content hashes, so the script is written at build time;
 * the server allows it by its hash (server/http/webApp.ts). On the same paths it shows index.html's loading spinner
 * (`data-booting`), so that the page is not blank while those files arrive.
 */
export function adminPreload(plan: PreloadPlan = ADMIN_PRELOAD_PLAN): Plugin {
  let base = '/';
  return {
    name: 'busads-admin-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        return [{ tag: 'script', injectTo: 'head', children: preloadScript(preloadFiles(ctx.bundle, plan), base) }];
      },
    },
  };
}

export interface PreloadFiles {
  admin: string[];
  pages: Record<string, string[]>;
  list: string[];
  none: string[];
}

/** The script: the admin's files and the path's screen's, as <link rel="modulepreload" fetchpriority="low">. */
export function preloadScript(files: PreloadFiles, base: string): string {
  const withBase = (names: string[]) => names.map((name) => base + name);
  const data = {
    admin: withBase(files.admin),
    pages: Object.fromEntries(Object.entries(files.pages).map(([name, names]) => [name, withBase(names)])),
    list: withBase(files.list),
    none: files.none,
  };
  return (
    '(function(p){var m=/^\\/dashboard(?:$|\\/([^\\/]*))/i.exec(location.pathname);if(!m)return;' +
    // Signed out (an old bookmark), the page goes to /login: nothing to preload.
    `var t;try{t=sessionStorage.getItem(${JSON.stringify(TOKEN_KEY)})||localStorage.getItem(${JSON.stringify(TOKEN_KEY)})}catch(e){}if(!t)return;` +
    // The loading spinner of index.html, painted until React's replaces it.
    "document.documentElement.setAttribute('data-booting','');" +
    "var s=(m[1]||'').toLowerCase();" +
    'var f=p.admin.concat(p.pages.hasOwnProperty(s)?p.pages[s]:p.none.indexOf(s)<0?p.list:[]);' +
    "for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.setAttribute('fetchpriority','low');l.href=f[i];document.head.appendChild(l)}" +
    `})(${JSON.stringify(data)})`
  );
}

/** Each module's chunk and its static imports, less what the entry loads (and, for a screen, the admin part). */
export function preloadFiles(bundle: OutputBundle, plan: PreloadPlan): PreloadFiles {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const graph: Manifest = Object.fromEntries(chunks.map((c) => [c.fileName, { file: c.fileName, imports: c.imports }]));
  const closure = (start: OutputChunk) => new Set(staticClosure(graph, start.fileName));
  const chunkOf = (module: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
    if (!chunk) throw new Error(`adminPreload: no chunk of its own for ${module}`);
    return chunk;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('adminPreload: the build has no entry chunk');
  const loaded = closure(entry);
  const admin = [...closure(chunkOf(plan.admin))].filter((name) => !loaded.has(name));
  const beforeScreens = new Set([...loaded, ...admin]);
  const screen = (module: string) => [...closure(chunkOf(module))].filter((name) => !beforeScreens.has(name));
  return {
    admin,
    pages: Object.fromEntries(Object.entries(plan.pages).map(([name, module]) => [name, screen(module)])),
    list: screen(plan.list),
    none: plan.none,
  };
}
