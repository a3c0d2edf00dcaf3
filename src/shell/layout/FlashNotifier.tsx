import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { takeFlash } from '../../auth/flash';

/** Shows, once, the message a public page handed over (the login's 'Login is successful'). */
export function FlashNotifier() {
  const notify = useNotify();
  useEffect(() => {
    const flash = takeFlash();
    if (flash) notify(flash.message, { type: flash.type });
  }, [notify]);
  return null;
}
