import { useEffect, useState } from 'react';

/** Where react-admin's <Title> puts a page's title: the app bar's title portal. */
const TITLE_ID = 'react-admin-title';

/**
 * The text of the app bar's title, kept current: every admin screen names itself there (a list through its
 * resource, a page through <Title> or ScreenTitle).
 */
export function useAppBarTitle(): string {
  const [title, setTitle] = useState('');
  useEffect(() => {
    const node = document.getElementById(TITLE_ID);
    if (!node) return undefined;
    const update = () => setTitle(node.textContent ?? '');
    update();
    const observer = new MutationObserver(update);
    observer.observe(node, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return title;
}
