import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `fallback` when it mounts, then `children` in a deferred render of their own, which React renders
 * in slices, yielding to the browser between them. For a heavy part that mounts in a synchronous render
 * (react-admin's layout once the session check answers, a query's answer): on a phone's CPU the two
 * renders are short tasks rather than one long one. With `skip` (fixed at mount) the children render at once.
 */
export function Deferred({
  children,
  fallback = null,
  skip = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  skip?: boolean;
}) {
  const mounted = useDeferredValue(true, skip ? undefined : false);
  return mounted ? children : fallback;
}
