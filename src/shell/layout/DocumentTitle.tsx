import { useEffect } from 'react';
import { documentTitle } from '../../components/documentTitle';

/** Where react-admin's <Title> puts a page's title: the app bar's title portal. */
const TITLE_ID = 'react-admin-title';

/**
 * The tab's title follows the app bar's: every admin screen already names itself there (a list through
 * its resource, a page through <Title>), so no screen sets the tab's title on its own.
 */
export function DocumentTitle() {
  useEffect(() => {
    const node = document.getElementById(TITLE_ID);
    if (!node) return undefined;
    const update = () => {
      document.title = documentTitle(node.textContent);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(node, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
