/**
 * Where the API lives. Empty means the same origin that served the app (the reference server serves
 * both). Set VITE_API_BASE at build time to point the app at another backend, e.g. https://api.example.ng
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');

/** Session storage keys: the token and the profile cached at login. */
export const TOKEN_KEY = 'busads.token';
export const PROFILE_KEY = 'busads.profile';

/** A call that has not been answered after this long fails with 'The server took too long to answer'. */
export const REQUEST_TIMEOUT_MS = 30_000;
