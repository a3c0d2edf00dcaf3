import { createContext, useContext } from 'react';
import { DEFAULT_CONFIG, type RuntimeConfig } from './runtimeConfig';

/**
 * The configuration main.tsx read from config.json, handed down to whatever needs it (the login page, the
 * admin's data and auth providers, media links) rather than read from a module-level variable.
 */
export const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULT_CONFIG);

export const useRuntimeConfig = (): RuntimeConfig => useContext(RuntimeConfigContext);
