/** react-admin's error and authentication-error pages, loaded by AdminApp.tsx only when one is shown. */
export { AuthenticationError, Error } from 'react-admin';
