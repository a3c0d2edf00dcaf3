import { CanAccess, useResourceContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { registry } from '../../resources';
import { ResourceList } from './ResourceList';

/**
 * The lazily loaded list route of a <Resource>: finds its declaration by the route's resource name.
 * The access check runs before the list mounts, so a refused user never triggers the list call.
 */
export default function ResourceListPage() {
  const name = useResourceContext();
  const decl = registry.find((d) => d.name === name);
  if (!decl?.list) throw new Error(`No list is declared for resource "${name}"`);
  return (
    <CanAccess resource={decl.name} action="list" accessDenied={<Navigate to="/dashboard/access-denied" replace />}>
      <ResourceList decl={decl} />
    </CanAccess>
  );
}
