import type { ResourceProps } from 'react-admin';
import type { ResourceDecl } from './types';

/** Turns a declaration into the props of react-admin's <Resource> (map them in App, never wrap <Resource>). */
export function resourceProps(decl: ResourceDecl): ResourceProps {
  return { name: decl.name };
}
