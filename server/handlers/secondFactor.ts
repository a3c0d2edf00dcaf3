import { api } from '../../src/api';
import {
  beginEnrolment,
  confirmEnrolment,
  disableSecondFactor,
  resetSecondFactor,
  secondFactorStatus,
} from '../services/secondFactor';
import type { Registrar } from './registrar';

/** The own second factor (any signed-in admin) and its reset by an Admins holder: an extension beyond SPEC.md. */
export function secondFactorRoutes(r: Registrar): void {
  r.route(api.secondFactor.status, ({ db, admin }) => secondFactorStatus(db, admin));
  r.route(api.secondFactor.enrol, ({ db, admin }) => beginEnrolment(db, admin));
  r.route(api.secondFactor.confirm, async ({ db, admin, body, clientIp }) => ({
    recoveryCodes: await confirmEnrolment(db, admin, body.code, clientIp),
  }));
  r.route(api.secondFactor.disable, ({ db, admin, body, clientIp }) => disableSecondFactor(db, admin, body, clientIp));
  r.route(api.secondFactor.reset, ({ db, admin, params }) => resetSecondFactor(db, admin, params.id));
}
