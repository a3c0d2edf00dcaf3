import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';
import { api, EXPIRED_SESSION } from '../api';
import { apiBaseOf, DEFAULT_CONFIG, type RuntimeConfig } from '../config/runtimeConfig';
import type { CallEndpoint } from '../dataProvider/httpClient';
import { t } from '../i18n/translate';
import type { ResourceDecl } from '../registry/types';
import { canAccess, moduleTable, type ModuleLookup } from './privileges';
import { clearSession, getProfile, getToken, mediaUrl, signIn } from './session';

/** Delay between a session-expiry answer and the logout (SPEC.md section 9). */
export const EXPIRY_LOGOUT_DELAY_MS = 4000;

export interface AuthProviderOptions {
  call: CallEndpoint;
  registry: readonly ResourceDecl[];
  /** config.json's: where profile pictures live, and whether a session may be remembered (not in mock mode). */
  config?: RuntimeConfig;
  /** Where the app goes after an expired session is cleared; a full load of '/' resets every cache. */
  redirect?: (path: string) => void;
  expiryDelayMs?: number;
}

/** The signed-in admin's permissions: the privileges cached at login. */
const sessionPermissions = (): string[] => getProfile()?.privileges ?? [];

/**
 * Puts the permissions in react-admin's query cache (as its usePermissions() asks for them) before its first
 * render: otherwise it asks the auth provider after that render, and builds its routes and the whole frame (menu
 * included) again when they come. They are known now (sessionStorage), and the answer would be the same.
 */
export function knownPermissions(queryClient: QueryClient): QueryClient {
  queryClient.setQueryData(['auth', 'getPermissions', {}], sessionPermissions());
  return queryClient;
}

const errorMessage = (error: unknown): string =>
  typeof error === 'string' ? error : String((error as { message?: unknown } | null)?.message ?? '');

export function createAuthProvider({
  call,
  registry,
  config = DEFAULT_CONFIG,
  redirect = (path) => window.location.assign(path),
  expiryDelayMs = EXPIRY_LOGOUT_DELAY_MS,
}: AuthProviderOptions): AuthProvider & ModuleLookup {
  const modules = moduleTable(registry);
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const cancelExpiry = () => {
    clearTimeout(expiryTimer);
    expiryTimer = undefined;
  };

  /** Keeps the session for the toast's sake, then clears it and goes to the root path (once). */
  const scheduleExpiry = () => {
    if (expiryTimer !== undefined) return;
    expiryTimer = setTimeout(() => {
      expiryTimer = undefined;
      clearSession();
      redirect('/');
    }, expiryDelayMs);
  };

  return {
    async login({ username, password, remember = true }) {
      cancelExpiry();
      await signIn(call, { username, password, remember }, config);
    },
    async logout() {
      cancelExpiry();
      // The server ends the session first, so a copy of the token is refused from then on. If it cannot (network
      // down, a backend without the call, a session already expired) the app still signs out locally.
      if (getToken()) await call(api.session.logout).catch(() => undefined);
      clearSession();
      return '/login';
    },
    async checkAuth() {
      if (!getToken()) throw { redirectTo: '/login', message: false };
    },
    async checkError(error) {
      // Only an expired session logs out; a 403 is a missing privilege and other 401s are left to the screen.
      if (errorMessage(error).includes(EXPIRED_SESSION)) {
        scheduleExpiry();
        throw { message: t('busads.auth.expired'), logoutUser: false };
      }
    },
    async getIdentity() {
      const profile = getProfile();
      if (!profile) throw new Error('No session');
      return {
        id: profile.id,
        fullName: profile.fullname,
        avatar: mediaUrl(profile.profilePicture, apiBaseOf(config)),
        email: profile.email,
      };
    },
    async getPermissions() {
      return sessionPermissions();
    },
    async canAccess({ resource }) {
      return canAccess(getProfile()?.privileges ?? [], resource, modules);
    },
    // Read by useAccess (privileges.ts): the module a picker's resource needs, to hide it and name it.
    moduleOf: (resource: string) => (Object.hasOwn(modules, resource) ? modules[resource] : undefined),
  };
}
