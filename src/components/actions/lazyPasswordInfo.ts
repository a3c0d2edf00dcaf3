import { lazyDialog } from '../../registry/lazyDialog';

/** passwordInfoDialog (the result of a password reset) in its own chunk: see lazyDialog. */
export const lazyPasswordInfo = (hint: string) =>
  lazyDialog(() => import('./PasswordInfoDialog').then((m) => m.passwordInfoDialog(hint)));
