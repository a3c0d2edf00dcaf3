import { CanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { ResourceDecl } from '../../registry/types';
import { ResourceList } from './ResourceList';

/**
 * The lazily loaded list route of a declared <Resource> (registry/resourceProps.tsx). The access check
 * runs before the list mounts, so a refused user never triggers the list call.
 */
export default function ResourceListPage({ decl }: { decl: ResourceDecl }) {
  return (
    <CanAccess resource={decl.name} action="list" accessDenied={<Navigate to="/dashboard/access-denied" replace />}>
      <ResourceList decl={decl} />
    </CanAccess>
  );
}
