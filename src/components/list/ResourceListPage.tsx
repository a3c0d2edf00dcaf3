import { CanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { ResourceDecl } from '../../registry/types';
import { Deferred } from '../Deferred';
import { ScreenHeading } from '../ScreenHeading';
import { ResourceList } from './ResourceList';

/**
 * The lazily loaded list route of a declared <Resource> (shell/resourceProps.tsx). The access check
 * runs before the list mounts, so a refused user never triggers the list call. The check's answer is a
 * store update, rendered synchronously: the list mounts in a deferred render after it, in slices.
 */
export default function ResourceListPage({ decl }: { decl: ResourceDecl }) {
  return (
    <CanAccess resource={decl.name} action="list" accessDenied={<Navigate to="/dashboard/access-denied" replace />}>
      <ScreenHeading />
      <Deferred>
        <ResourceList decl={decl} />
      </Deferred>
    </CanAccess>
  );
}
