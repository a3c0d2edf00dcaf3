import { api } from '../../src/api';
import { dashboardFigures } from '../repositories/dashboard';
import { dailyTrend, defaultTrendStart } from '../repositories/trend';
import { toAdmin, toAdminProfile } from '../repositories/admins';
import { logoutOwnSession, logoutOwnSessionsEverywhere } from '../services/adminAccess';
import { signIn } from '../services/signIn';
import { signInWithCode, signInWithEnrolment } from '../services/secondFactor';
import { WithToken, type Registrar } from './registrar';

/**
 * Sign-in (and its second factor, an extension), logout of the own session or of all of them (extensions), the
 * dashboard home figures, their daily trend (an extension) and the signed-in admin's own profile.
 */
export function sessionRoutes(r: Registrar): void {
  r.publicRoute(api.session.login, async ({ db, body, clientIp }) => {
    const answer = await signIn(db, { ...body, clientIp });
    if ('challenge' in answer) return answer.challenge;
    return new WithToken(toAdminProfile(answer.admin), answer.token);
  });
  r.publicRoute(api.session.secondFactor, async ({ db, body, clientIp }) => {
    const { admin, token } = await signInWithCode(db, { ...body, clientIp });
    return new WithToken(toAdminProfile(admin), token);
  });
  r.publicRoute(api.session.enrolSecondFactor, async ({ db, body, clientIp }) => {
    const { admin, token, recoveryCodes } = await signInWithEnrolment(db, { ...body, clientIp });
    return new WithToken({ ...toAdminProfile(admin), recoveryCodes }, token);
  });
  r.route(api.session.dashboard, ({ db }) => dashboardFigures(db));
  r.route(api.session.trend, async ({ db, params }) => ({
    all: await dailyTrend(db, params.from ?? defaultTrendStart(), params.vendorID),
  }));
  r.route(api.session.logout, ({ db, admin, token }) => logoutOwnSession(db, admin, token));
  r.route(api.session.logoutEverywhere, ({ db, admin }) => logoutOwnSessionsEverywhere(db, admin));
  r.route(api.admins.me, async ({ admin }) => toAdmin(admin));
}
