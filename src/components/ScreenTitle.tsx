import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The app bar's title portal, which react-admin's AppBar renders. */
const TITLE_ID = 'react-admin-title';

/**
 * A screen's title in the app bar, as react-admin's `<Title>` puts it there (a portal into the app bar's
 * title), for the screens on the way to the dashboard's cards. `<Title>` also brings its configurable
 * variant, whose preferences editor imports MUI's TextField, Select and Popover (~8 kB gzip) whether or not
 * an editor is shown; this app shows none.
 */
export function ScreenTitle({ title }: { title: string }) {
  const [container, setContainer] = useState(() => document.getElementById(TITLE_ID));
  // On the first render the app bar may not have mounted its title yet (react-admin's <Title> does the same).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContainer((known) => (known && document.body.contains(known) ? known : document.getElementById(TITLE_ID)));
  }, []);
  return container
    ? createPortal(
        <span>
          <span>{title}</span>
        </span>,
        container,
      )
    : null;
}
