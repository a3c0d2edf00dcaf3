import { appMessages } from './messages';

type Vars = Record<string, string | number>;

function lookup(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates an app key (busads.*) outside react-admin: the public pages and the auth provider use it so
 * they need not load the polyglot provider. Same catalogue, same `%{name}` interpolation as polyglot;
 * an unknown key is returned as is (like allowMissing).
 */
export function t(key: string, vars: Vars = {}): string {
  const text = lookup(appMessages, key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
