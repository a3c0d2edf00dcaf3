import { useEffect, useRef } from 'react';
import { useBasename } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** The screen a path shows: '/vendors' of '/vendors/12', '/activitylog' of its tabs' '/activitylog/admin'. */
const screenOf = (pathname: string, basename: string) =>
  (pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname).split('/').slice(0, 2).join('/');

/**
 * After a move to another screen (the menu, a link, Back), the focus goes to the screen's heading, the first h1
 * of the page (ScreenHeading where the screen shows none of its own), as soon as the page has drawn it: the
 * next Tab is the screen's first control, not the rest of the menu (issue 29). Not on the first screen after
 * sign-in, nor when only the query or a tab changes; and not once the admin has gone into the page themselves.
 */
export function FocusScreenHeading() {
  const screen = screenOf(useLocation().pathname, useBasename());
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return undefined;
    shown.current = screen;
    const main = document.getElementById('main-content');
    if (!main) return undefined;
    // The first h1 that takes the focus: the previous screen's may still be there, hidden while this one loads.
    const focusHeading = () =>
      [...main.querySelectorAll<HTMLElement>('h1')].some((heading) => {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        return document.activeElement === heading;
      });
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const stop = () => {
      observer.disconnect();
      main.removeEventListener('focusin', stop);
    };
    observer.observe(main, { childList: true, subtree: true });
    main.addEventListener('focusin', stop);
    return stop;
  }, [screen]);
  return null;
}
