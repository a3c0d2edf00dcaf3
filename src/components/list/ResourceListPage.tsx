import { useResourceContext } from 'react-admin';
import { registry } from '../../resources';
import { ResourceList } from './ResourceList';

/** The lazily loaded list route of a <Resource>: finds its declaration by the route's resource name. */
export default function ResourceListPage() {
  const name = useResourceContext();
  const decl = registry.find((d) => d.name === name);
  if (!decl?.list) throw new Error(`No list is declared for resource "${name}"`);
  return <ResourceList decl={decl} />;
}
