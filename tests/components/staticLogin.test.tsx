import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
// @ts-expect-error jsdom ships no type declarations (and @types/jsdom is not installed)
import { JSDOM, VirtualConsole } from 'jsdom';
import { api } from '../../src/api';
import { Login } from '../../src/customPages/Login';
import { t } from '../../src/i18n/translate';
import { documentTitle } from '../../src/components/documentTitle';
import { publicThemes } from '../../src/shell/theme/theme';
import { THEME_KEY } from '../../src/shell/theme/themeMode';
import type { StaticLogin } from '../../scripts/build/staticLogin';
import { createTestHost } from './testHost';

const ROOT = resolve(import.meta.dirname, '../..');
/** index.html as written: what every page needs, and the place of the login page. */
const INDEX = readFileSync(resolve(ROOT, 'index.html'), 'utf8');
const page = new DOMParser().parseFromString(INDEX, 'text/html');
const inlineScript = page.querySelector('script:not([src])')?.textContent ?? '';
const style = page.querySelector('style')?.textContent ?? '';

/** The declarations of one CSS rule of index.html's style, by its exact selector. */
const rule = (selector: string) => {
  const start = style.indexOf(`${selector} {`);
  return start < 0 ? '' : style.slice(start, style.indexOf('}', start));
};

/**
 * The login page as the build renders it (scripts/build/staticLogin.tsx, through Vite's module runner, as
 * `vite build` does) and index.html as the build writes it (staticLoginPlugin.ts), in a process of its own:
 * emotion writes its styles out only where there is no DOM, and esbuild (the minifier) runs outside jsdom only.
 */
function buildAsTheBuildDoes(): { login: StaticLogin; builtIndex: string } {
  const code = `
    const { readFileSync } = await import('node:fs');
    const { runnerImport } = await import('vite');
    const load = async (file) => (await runnerImport(file, { root: process.cwd(), configFile: false, logLevel: 'error' })).module;
    const { renderStaticLogin } = await load('./scripts/build/staticLogin.tsx');
    const { compactHtml, injectStaticLogin } = await load('./scripts/build/staticLoginPlugin.ts');
    const login = renderStaticLogin();
    const script = readFileSync('scripts/build/staticLoginScript.js', 'utf8');
    const builtIndex = compactHtml(injectStaticLogin(readFileSync('index.html', 'utf8'), login, script));
    process.stdout.write(JSON.stringify({ login, builtIndex }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as { login: StaticLogin; builtIndex: string };
}

let login: StaticLogin;
let builtIndex: string;
let rendered: Document;
beforeAll(() => {
  ({ login, builtIndex } = buildAsTheBuildDoes());
  rendered = new DOMParser().parseFromString(login.html, 'text/html');
});

/** index.html as built, opened at `path` in a browser of its own (jsdom) that runs its inline scripts. */
function openBuilt(path: string, theme?: 'light' | 'dark') {
  const errors: unknown[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error: Error & { type?: string }) => {
    // jsdom's CSS parser knows neither :where() nor range media queries; browsers do.
    if (error.type !== 'css-parsing') errors.push(error);
  });
  const dom = new JSDOM(builtIndex.replace('<script type="module" src="/src/main.tsx"></script>', ''), {
    url: `http://localhost${path}`,
    runScripts: 'dangerously',
    virtualConsole,
    beforeParse(window: Window) {
      if (theme) window.localStorage.setItem(THEME_KEY, theme);
    },
  });
  const document = dom.window.document as Document;
  return { window: dom.window as Window & typeof globalThis, document, errors };
}

describe('the login page painted before the scripts: Login.tsx rendered by the build (issues 17, 28)', () => {
  it('says what React’s login page says, with the same labels, ids and names', () => {
    const form = rendered.getElementById('static-login') as HTMLFormElement;
    const text = (selector: string) => rendered.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
    expect(text('main p')).toBe(t('busads.app.name'));
    expect(text('h1')).toBe(t('busads.login.title'));
    expect(form.getAttribute('aria-label')).toBe(t('busads.login.title'));
    expect(text('h1 + p')).toBe(t('busads.login.greeting'));
    expect(text('label[for="login-username"]')).toBe(t('busads.login.username'));
    expect(text('label[for="login-password"]')).toBe(t('busads.login.password'));
    expect(rendered.querySelector('input[name="remember"]')?.closest('label')?.textContent).toBe(
      t('busads.login.remember'),
    );
    expect(text('button[type="submit"]')).toBe(t('busads.login.submit'));
    expect(text('form > p')).toBe(`${t('busads.login.noAccount')} ${t('busads.login.register')}`);
    const eye = rendered.querySelector('button[data-sl-label]');
    expect(eye?.getAttribute('aria-label')).toBe(t('busads.login.showPassword'));
    expect(eye?.getAttribute('data-sl-label')).toBe(t('busads.login.hidePassword'));
    expect(login.title).toBe(documentTitle(t('busads.login.submit')));
    expect(form.elements.namedItem('username')).toHaveProperty('id', 'login-username');
    expect(form.elements.namedItem('password')).toHaveProperty('id', 'login-password');
    expect(form.elements.namedItem('remember')).toHaveProperty('checked', true);
  });

  it('draws the public themes’ colours, each under its data-theme', () => {
    const { light, dark } = publicThemes;
    const body = (scope: string) => new RegExp(`:where\\(html${scope}\\) body\\{[^}]*background-color:([^;]+);`);
    expect(body(":not\\(\\[data-theme='dark'\\]\\)").exec(login.css)?.[1]).toBe(light.palette.background.default);
    expect(body("\\[data-theme='dark'\\]").exec(login.css)?.[1]).toBe(dark.palette.background.default);
    for (const theme of [light, dark]) expect(login.css).toContain(`color:${theme.palette.primary.main};`);
    expect(login.css).toContain(`background-color:${dark.palette.background.paper};`);
  });

  it('on /login, shows it with its title; its field states are the classes rendered for them', () => {
    const { window, document, errors } = openBuilt('/login');
    expect(document.documentElement.hasAttribute('data-static-login')).toBe(true);
    expect(document.title).toBe(login.title);
    expect(document.getElementById('static-login-style')).not.toBeNull();
    const username = document.getElementById('login-username') as HTMLInputElement;
    const label = document.getElementById('login-username-label') as HTMLLabelElement;
    const asRendered = label.className;
    username.focus();
    expect(label.className).toBe(label.getAttribute('data-sl-focused'));
    expect(label.className).toContain('Mui-focused');
    username.value = 'admin';
    username.dispatchEvent(new window.Event('input', { bubbles: true }));
    username.blur();
    expect(label.className).toBe(label.getAttribute('data-sl-filled'));
    username.value = '';
    username.dispatchEvent(new window.Event('input', { bubbles: true }));
    expect(label.className).toBe(asRendered);
    expect(document.getElementById('static-login')?.getAttribute('data-focused')).toBe('username');
    expect(errors).toEqual([]);
  });

  it('shows the password and unticks Remember me with their icons; holds a submit, drawn as React’s', () => {
    const { window, document, errors } = openBuilt('/login');
    const form = document.getElementById('static-login') as HTMLFormElement;
    const eye = form.querySelector('button[data-sl-label]') as HTMLButtonElement;
    const eyeIcon = eye.querySelector('path')!.getAttribute('d');
    eye.click();
    expect(form.elements.namedItem('password')).toHaveProperty('type', 'text');
    expect(eye.getAttribute('aria-label')).toBe(t('busads.login.hidePassword'));
    expect(eye.querySelector('path')!.getAttribute('data-sl-d')).toBe(eyeIcon);
    expect(form.hasAttribute('data-show-password')).toBe(true);
    eye.click();
    expect(form.elements.namedItem('password')).toHaveProperty('type', 'password');
    expect(eye.querySelector('path')!.getAttribute('d')).toBe(eyeIcon);

    const remember = form.elements.namedItem('remember') as HTMLInputElement;
    const box = remember.parentElement!;
    const ticked = box.querySelector('path')!.getAttribute('d');
    remember.click();
    expect(remember.checked).toBe(false);
    expect(box.classList.contains('Mui-checked')).toBe(false);
    expect(box.querySelector('path')!.getAttribute('d')).not.toBe(ticked);

    const submit = new window.SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submitted')).toBe(true);
    expect(form.querySelector('button[type="submit"]')?.classList.contains('Mui-disabled')).toBe(true);
    expect(errors).toEqual([]);
  });

  it.each(['/', '/register', '/dashboard/vendors'])('at %s, keeps it hidden and removes its styles', (path) => {
    const { document, errors } = openBuilt(path, 'dark');
    expect(document.documentElement.hasAttribute('data-static-login')).toBe(false);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.getElementById('static-login-style')).toBeNull();
    expect(document.getElementById('static-login-page')?.hidden).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps the inline scripts of the built page, minified, and the words between two texts apart', () => {
    const html = builtIndex;
    expect(html).not.toMatch(/<!--(?! -->)/);
    expect(html).toContain('account? <a');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toHaveLength(2);
  });
});

describe("index.html's own parts, on every page", () => {
  it('has the loading spinner of a direct load, named as PageSpinner names it, hidden unless booting', () => {
    const spinner = page.querySelector('.sb [role="progressbar"]');
    expect(spinner?.getAttribute('aria-label')).toBe(t('busads.app.loading'));
    expect(rule('.sb')).toContain('display: none');
    expect(rule('html[data-booting] .sb')).toContain('display: block');
  });

  it('says what PageError says when the app’s code cannot be downloaded, with Retry', () => {
    const text = (selector: string) => page.querySelector(selector)?.textContent?.trim();
    expect(text('.be p')).toBe(t('busads.http.unreachable'));
    expect(text('.be a')).toBe(t('busads.app.retry'));
    expect(page.querySelector('.be')?.getAttribute('role')).toBe('alert');
  });

  it('reads the remembered theme from the same key and draws the public theme’s colours', () => {
    expect(inlineScript).toContain(`localStorage.getItem('${THEME_KEY}')`);
    const { light, dark } = publicThemes;
    expect(rule('html')).toContain(`--p: ${light.palette.primary.main.toLowerCase()};`);
    expect(rule('html')).toContain(`--bg: ${light.palette.background.default};`);
    expect(rule("html[data-theme='dark']")).toContain(`--p: ${dark.palette.primary.main};`);
    expect(rule("html[data-theme='dark']")).toContain(`--bg: ${dark.palette.background.default};`);
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('React’s login page taking over from it', () => {
  let painted: HTMLElement | undefined;
  afterEach(() => painted?.remove());

  /** The static form in the page, as the operator left it; then React's page, and the static one removed as React's first commit does. */
  function takeOver(operator: (form: HTMLFormElement) => void) {
    painted = document.createElement('div');
    painted.innerHTML = login.html;
    document.body.append(painted);
    const styles = document.createElement('style');
    styles.id = 'static-login-style';
    document.head.append(styles);
    operator(document.getElementById('static-login') as HTMLFormElement);
    const host = createTestHost();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<Login call={host.call} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    painted.remove();
    return host;
  }

  it('starts from what was typed, the box, the shown password and the focused field', () => {
    takeOver((form) => {
      (form.elements.namedItem('username') as HTMLInputElement).value = 'admin';
      (form.elements.namedItem('password') as HTMLInputElement).value = 'secret';
      (form.elements.namedItem('remember') as HTMLInputElement).checked = false;
      form.setAttribute('data-show-password', '');
      form.setAttribute('data-focused', 'password');
    });
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    // Its styles give way to those of React's page.
    expect(document.getElementById('static-login-style')).toBeNull();
  });

  it('sends a submit the static form held, once', async () => {
    const host = takeOver((form) => {
      (form.elements.namedItem('username') as HTMLInputElement).value = 'admin';
      (form.elements.namedItem('password') as HTMLInputElement).value = 'admin';
      form.setAttribute('data-submitted', '');
    });
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/app');
    expect(host.call.calls.filter((c) => c.endpoint === api.session.login)).toEqual([
      { endpoint: api.session.login, params: {}, body: { username: 'admin', password: 'admin', remember: true } },
    ]);
  });

  it('without a static form, focuses the username as before', () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Login call={createTestHost().call} />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });
});
