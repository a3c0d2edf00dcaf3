import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The contract is written with zod/mini: the same schemas and rules as zod's full API (one zod core), in its
 * functional form, which the app's bundle can tree-shake (the full API's methods come as one block of ~18 kB
 * gzip). zod/mini loads no locale, so issues would read 'Invalid input' where zod says what was expected: the
 * contract's users show them (the server's 400s, the app's "broke the contract" errors), so the English one is
 * set here, as the full zod does on import.
 */
z.config(en());
// The app (and mock mode, which runs the server's handlers in the page) runs under a Content-Security-Policy
// without 'unsafe-eval': zod's JIT would probe `new Function` on the first parse, which the browser reports as a
// violation even though zod catches it and falls back. The server keeps the JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
