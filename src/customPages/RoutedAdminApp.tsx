import { BrowserRouter, Route, Routes } from 'react-router-dom';
import AdminApp from '../AdminApp';

/**
 * The react-admin part with the router it needs: a BrowserRouter without a basename (so its redirects to
 * /login leave /dashboard) and a /dashboard/* route, under which <Admin basename="/dashboard"> matches
 * its own routes. Loaded lazily with it: the public pages use publicRouter.tsx and load no react-router.
 */
export default function RoutedAdminApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/dashboard/*" element={<AdminApp />} />
      </Routes>
    </BrowserRouter>
  );
}
