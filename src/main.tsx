import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';
import { RuntimeConfigContext } from './config/RuntimeConfigContext';
import { RememberedThemeProvider } from './shell/theme/RememberedThemeProvider';
import { showStartupError } from './shell/startupError';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// In a transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
// between them, rather than in one long task (a phone's CPU; Lighthouse's Total Blocking Time).
const start = (root: HTMLElement, config: RuntimeConfig) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <RuntimeConfigContext value={config}>
          <RememberedThemeProvider>
            <App />
          </RememberedThemeProvider>
        </RuntimeConfigContext>
      </StrictMode>,
    ),
  );

// config.json (API base, data provider) is read before the first call; an unusable file says why on screen.
loadRuntimeConfig().then(
  (config) => start(root, config),
  (error: unknown) => showStartupError(root, error),
);
