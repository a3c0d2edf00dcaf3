import { useEffect } from 'react';
import { documentTitle } from '../../components/documentTitle';
import { useAppBarTitle } from '../../components/useAppBarTitle';

/**
 * The tab's title follows the app bar's: every admin screen already names itself there (a list through
 * its resource, a page through <Title>), so no screen sets the tab's title on its own.
 */
export function DocumentTitle() {
  const title = useAppBarTitle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
