import { Notification as RaNotification } from 'react-admin';

/** Toasts close after 5 seconds (SPEC.md section 9). */
export const NOTIFICATION_MS = 5000;

export function Notification() {
  return <RaNotification autoHideDuration={NOTIFICATION_MS} />;
}
