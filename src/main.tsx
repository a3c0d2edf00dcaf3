import './shell/cspSafeZod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import { loadRuntimeConfig, setRuntimeConfig } from './shell/config';
import { RememberedThemeProvider } from './shell/theme/RememberedThemeProvider';
import { showStartupError } from './shell/startupError';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const start = (root: HTMLElement) =>
  createRoot(root).render(
    <StrictMode>
      <RememberedThemeProvider>
        <App />
      </RememberedThemeProvider>
    </StrictMode>,
  );

// config.json (API base, data provider) is read before the first call; an unusable file says why on screen.
loadRuntimeConfig().then(
  (config) => {
    setRuntimeConfig(config);
    start(root);
  },
  (error: unknown) => showStartupError(root, error),
);
