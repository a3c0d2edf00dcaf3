/**
 * react-router as react-admin's router adapter (ra-core's routing/adapters/reactRouterProvider.js) sees it in the
 * built app: vite.config.ts resolves that one module's import of react-router-dom here. The adapter makes a hash
 * router of its own when <Admin> is rendered outside a router, which this app never does (src/shell/App.tsx renders
 * it inside the app's one BrowserRouter). Referenced all the same, that branch kept react-router's data router
 * (createRouter, RouterProvider: 16.8 kB gzip) in the chunk the login page shares with the admin.
 */
export * from 'react-router-dom';

const outsideTheAppRouter = (): never => {
  throw new Error(
    "react-admin is rendered inside the app's router (src/shell/App.tsx), never with a router of its own",
  );
};
export const createHashRouter = outsideTheAppRouter;
export const RouterProvider = outsideTheAppRouter;
