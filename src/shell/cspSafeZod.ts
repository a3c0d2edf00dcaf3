import { z } from 'zod/mini';

/**
 * The app runs under a Content-Security-Policy without 'unsafe-eval'. zod's JIT would probe
 * `new Function` on the first parse, which the browser reports as a CSP violation even though zod
 * catches it and falls back; jitless skips the probe. Imported first by main.tsx.
 */
z.config({ jitless: true });
