import { t } from '../i18n/translate';

/**
 * What the page shows when config.json cannot be used (src/config.ts): why, who can fix it, and a
 * Retry that loads the page again. Plain DOM: neither React nor the theme has started at this point.
 */
export function showStartupError(root: HTMLElement, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  Object.assign(main.style, {
    maxWidth: '40rem',
    margin: '4rem auto',
    padding: '0 1rem',
    fontFamily: 'system-ui, sans-serif',
    lineHeight: '1.5',
  });
  const title = document.createElement('h1');
  title.textContent = t('busads.app.configFailed', { reason });
  Object.assign(title.style, { fontSize: '1.25rem' });
  const hint = document.createElement('p');
  hint.textContent = t('busads.app.configHint');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = t('busads.app.retry');
  retry.addEventListener('click', () => window.location.reload());
  main.append(title, hint, retry);
  root.replaceChildren(main);
}
