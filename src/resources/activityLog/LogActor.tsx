import { useTranslate } from 'react-admin';
import type { ActivityLog } from '../../api/entities';

/** Shown as the actor of an admin row without one: a failed or refused sign-in (its description names the username typed). */
export const NOT_SIGNED_IN = 'busads.activitylog.notSignedIn';

/** Who did it: the admin's or vendor's name, or, where `nobody` is given, that marker for a row with neither. */
export const actorName = (l: ActivityLog, nobody: string | undefined, translate: (key: string) => string) =>
  l.admin?.fullname ?? l.vendor?.fullname ?? (nobody ? translate(nobody) : '');

/** The "By" cell of a log row. */
export function LogActor({ record, nobody }: { record: ActivityLog; nobody?: string }) {
  const translate = useTranslate();
  return actorName(record, nobody, translate);
}
