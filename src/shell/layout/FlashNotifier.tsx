import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { takeFlash } from '../../auth/flash';

/** Shows, once, the message a public page handed over (the login's 'Login is successful'). */
export function FlashNotifier() {
  const notify = useNotify();
  useEffect(() => {
    const flash = takeFlash();
    // Bottom left: beside the side menu's last entry, not over the dashboard's trend (issue 29); a phone's
    // toast spans the foot of the screen as any other.
    if (flash) notify(flash.message, { type: flash.type, anchorOrigin: { vertical: 'bottom', horizontal: 'left' } });
  }, [notify]);
  return null;
}
