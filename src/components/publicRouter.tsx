import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * The router of the public pages (/, /login, /register, /404): the browser's history and nothing else,
 * so their first load carries no react-router (~95 kB). react-router is loaded with the react-admin part
 * (RoutedAdminApp in AdminApp.tsx), whose own navigations (to /login on logout, for instance) this router hears too.
 */
export interface PublicLocation {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export const PublicLocationContext = createContext<PublicLocation | null>(null);

const LOCATION_CHANGE = 'busads:locationchange';
let heard = false;

/**
 * history.pushState and replaceState fire no event, and react-admin's router moves with them: wrap them
 * once so every change of address reaches the public router (as wouter does).
 */
function hearHistory() {
  if (heard) return;
  heard = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      window.dispatchEvent(new Event(LOCATION_CHANGE));
    };
  }
}

function subscribe(onChange: () => void) {
  hearHistory();
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE, onChange);
  };
}

const currentPath = () => window.location.pathname;
const browserNavigate: PublicLocation['navigate'] = (to, { replace = false } = {}) =>
  window.history[replace ? 'replaceState' : 'pushState'](null, '', to);

/** The app's public router: the address bar's path, and navigation by history.pushState/replaceState. */
export function BrowserLocation({ children }: { children: ReactNode }) {
  const pathname = useSyncExternalStore(subscribe, currentPath);
  const value = useMemo(() => ({ pathname, navigate: browserNavigate }), [pathname]);
  return <PublicLocationContext.Provider value={value}>{children}</PublicLocationContext.Provider>;
}

export function usePublicLocation(): PublicLocation {
  const location = useContext(PublicLocationContext);
  if (!location) throw new Error('usePublicLocation() needs a <BrowserLocation> (or a test location) above it');
  return location;
}

/** Replaces the address with `to` (like react-router's <Navigate replace>). */
export function Redirect({ to }: { to: string }) {
  const { navigate } = usePublicLocation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/**
 * A link to a page of the app: a plain <a href> (open in a new tab works), a plain left click navigates
 * without reloading. Pass it to MUI as `component={PublicLink}`.
 */
export function PublicLink({ href, onClick, target, ref, ...rest }: LinkProps) {
  const { navigate } = usePublicLocation();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (target && target !== '_self') return;
    e.preventDefault();
    navigate(href);
  };
  return <a ref={ref} href={href} target={target} onClick={click} {...rest} />;
}
