import type { DataProvider } from 'react-admin';
import type { ResourceDecl } from '../resources/types';
import type { CallEndpoint } from './httpClient';

/** The registry-driven data provider (being written). */
export function createDataProvider(_call: CallEndpoint, _registry: ResourceDecl[]): DataProvider {
  throw new Error('createDataProvider: pending');
}
