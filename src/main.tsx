import './shell/cspSafeZod';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import { loadRuntimeConfig, setRuntimeConfig } from './shell/config';
import { RememberedThemeProvider } from './shell/theme/RememberedThemeProvider';
import { showStartupError } from './shell/startupError';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// In a transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
// between them, rather than in one long task (a phone's CPU; Lighthouse's Total Blocking Time).
const start = (root: HTMLElement) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <RememberedThemeProvider>
          <App />
        </RememberedThemeProvider>
      </StrictMode>,
    ),
  );

// config.json (API base, data provider) is read before the first call; an unusable file says why on screen.
loadRuntimeConfig().then(
  (config) => {
    setRuntimeConfig(config);
    start(root);
  },
  (error: unknown) => showStartupError(root, error),
);
