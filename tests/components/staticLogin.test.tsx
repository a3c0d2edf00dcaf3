import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api } from '../../src/api';
import { Login } from '../../src/customPages/Login';
import { t } from '../../src/i18n/translate';
import { documentTitle } from '../../src/components/documentTitle';
import { publicThemes } from '../../src/shell/theme/theme';
import { THEME_KEY } from '../../src/shell/theme/themeMode';
import { createTestHost } from './testHost';

/** index.html as written (the build keeps its inline script and form as they are). */
const INDEX = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const page = new DOMParser().parseFromString(INDEX, 'text/html');
const inlineScript = page.querySelector('script:not([src])')?.textContent ?? '';
const style = page.querySelector('style')?.textContent ?? '';

/** The declarations of one CSS rule of index.html's style, by its exact selector. */
const rule = (selector: string) => {
  const start = style.indexOf(`${selector} {`);
  return start < 0 ? '' : style.slice(start, style.indexOf('}', start));
};

describe("index.html's login form (issue 17)", () => {
  it('says what React’s login page says, with the same labels, ids and names', () => {
    const form = page.getElementById('static-login') as HTMLFormElement;
    const text = (selector: string) => page.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
    expect(text('.sl-brand p')).toBe(t('busads.app.name'));
    expect(text('h1')).toBe(t('busads.login.title'));
    expect(form.getAttribute('aria-label')).toBe(t('busads.login.title'));
    expect(text('.sl-greeting')).toBe(t('busads.login.greeting'));
    expect(text('label[for="login-username"]')).toBe(t('busads.login.username'));
    expect(text('label[for="login-password"]')).toBe(t('busads.login.password'));
    expect(text('.sl-remember')).toBe(t('busads.login.remember'));
    expect(text('button[type="submit"]')).toBe(t('busads.login.submit'));
    expect(text('.sl-register')).toBe(`${t('busads.login.noAccount')} ${t('busads.login.register')}`);
    expect(page.querySelector('.sl-eye')?.getAttribute('aria-label')).toBe(t('busads.login.showPassword'));
    expect(inlineScript).toContain(`'${t('busads.login.hidePassword')}'`);
    expect(inlineScript).toContain(`'${documentTitle(t('busads.login.submit'))}'`);
    expect(form.elements.namedItem('username')).toHaveProperty('id', 'login-username');
    expect(form.elements.namedItem('password')).toHaveProperty('id', 'login-password');
    expect(form.elements.namedItem('remember')).toHaveProperty('checked', true);
  });

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
    expect(rule("html[data-theme='dark']")).toContain(`--paper: ${dark.palette.background.paper};`);
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
    painted.innerHTML = page.getElementById('root')!.innerHTML;
    document.body.append(painted);
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
