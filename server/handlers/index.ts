import { activityLogRoutes } from './activityLogs';
import { adminRoutes } from './admins';
import { adRoutes } from './ads';
import { busRouteRoutes } from './busRoutes';
import { customerRoutes } from './customers';
import { deviceRoutes } from './devices';
import { priceRoutes } from './prices';
import { collectHandlers, type Handler, type Registrar } from './registrar';
import { reportRoutes } from './reports';
import { secondFactorRoutes } from './secondFactor';
import { sessionRoutes } from './session';
import { topupRoutes } from './topups';
import { vendorRoutes } from './vendors';
import { worldRoutes } from './world';

/** Every area's handlers. Endpoints of src/api not registered here answer the 404 envelope. */
export function registerHandlers(r: Registrar): void {
  sessionRoutes(r);
  adRoutes(r);
  vendorRoutes(r);
  worldRoutes(r);
  topupRoutes(r);
  busRouteRoutes(r);
  deviceRoutes(r);
  priceRoutes(r);
  customerRoutes(r);
  adminRoutes(r);
  activityLogRoutes(r);
  reportRoutes(r);
  secondFactorRoutes(r);
}

let handlers: Handler[] | undefined;
/** Every handler of the API, collected once; each host serves exactly these. */
export const apiHandlers = (): Handler[] => (handlers ??= collectHandlers(registerHandlers));
