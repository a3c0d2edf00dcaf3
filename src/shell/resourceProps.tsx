import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceDecl } from '../registry/types';

const ResourceListPage = lazy(() => import('../components/list/ResourceListPage'));

/**
 * Turns a declaration into the props of react-admin's <Resource> (map them in the admin app, never wrap
 * <Resource>). A declared list gets the generic list page (its own chunk), given the declaration itself.
 */
export function resourceProps(decl: ResourceDecl): ResourceProps {
  return {
    name: decl.name,
    list: decl.pickerOnly ? undefined : decl.page ? (
      <decl.page decl={decl} />
    ) : decl.list ? (
      <ResourceListPage decl={decl} />
    ) : undefined,
    icon: decl.menu?.icon,
    options: { label: decl.menu?.label },
    recordRepresentation: (r) => decl.representation(r as { id: number }),
  };
}
