type MockMode = typeof import('./mockMode');
let mockMode: Promise<MockMode> | undefined;

/**
 * Mock mode's code and demo data: its own chunk, downloaded in mock mode only, at the first call or before it
 * while the login page is idle (src/shell/App.tsx). Importing it starts its backend (mockMode.ts). Kept apart
 * from appCall.ts so the login page's first load can start it without the HTTP client.
 */
export function loadMockMode(): Promise<MockMode> {
  return (mockMode ??= import('./mockMode').catch((err: unknown) => {
    mockMode = undefined;
    throw err;
  }));
}
