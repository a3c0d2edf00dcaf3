import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A declaration's dialog whose code loads when first opened (or preloaded), not with the admin shell. */
export type LazyDialog<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * A row action's `dialog` or `result`, in a chunk of its own. The declarations are part of the admin
 * shell that every sign-in waits for; their dialogs (forms, pickers, tables) are not, so they load on
 * demand: the row menu preloads them as it opens (preloadDialogs), and ActionRunner shows them under
 * a Suspense boundary.
 */
export function lazyDialog<P>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(
    lazy(start),
    // A failed download is not retried here: React.lazy would keep the failure too; rendering reports it.
    { preload: () => void start().catch(() => undefined) },
  );
}

/** Starts downloading the lazy dialogs of these actions. */
export function preloadDialogs(actions: { dialog?: unknown; result?: unknown }[]): void {
  for (const action of actions) {
    for (const component of [action.dialog, action.result])
      (component as Partial<LazyDialog<unknown>> | undefined)?.preload?.();
  }
}
