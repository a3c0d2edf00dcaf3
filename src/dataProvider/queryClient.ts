import { QueryClient } from '@tanstack/react-query';
import { retryTransient } from './failures';

/**
 * The app's query cache. Reads retry by themselves only while a retry may help (retryTransient).
 * networkMode 'always': a browser that believes it is offline still makes the call, so the screen shows
 * 'Cannot reach the server' with a Retry button instead of a spinner that waits for the network.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransient, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
