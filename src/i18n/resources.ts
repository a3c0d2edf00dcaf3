import { mergeTranslations } from 'ra-core';
import { adsMessages } from './resources/ads';
import { commonMessages } from './resources/common';
import { devicesMessages } from './resources/devices';
import { routesMessages } from './resources/routes';
import { vendorMessages } from './resources/vendors';
import { insightsMessages } from './resources/insights';
import { pricingMessages } from './resources/pricing';
import { topupsMessages } from './resources/topups';
import { adminsMessages } from './resources/admins';
import { activityMessages } from './resources/activity';
import { reportsMessages } from './resources/reports';
import { templatesMessages } from './resources/templates';
import { findMessages } from './resources/find';
import { paletteMessages } from './resources/palette';
import { chartsMessages } from './resources/charts';

/**
 * Strings of the resources and of the generic machinery, one file per screen, merged into the
 * catalogue by en.ts. SPEC.md spellings are kept verbatim ('Sucessfully').
 */
export const resourceMessages = mergeTranslations(
  commonMessages,
  vendorMessages,
  adsMessages,
  devicesMessages,
  routesMessages,
  topupsMessages,
  insightsMessages,
  pricingMessages,
  adminsMessages,
  activityMessages,
  reportsMessages,
  templatesMessages,
  findMessages,
  paletteMessages,
  chartsMessages,
);
