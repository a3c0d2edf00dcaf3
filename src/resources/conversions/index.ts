import { api, entities } from '../../api';
import { today, yesterday } from '../../format/dates';
import { defineResource } from '../../registry/defineResource';
import { dayEnd, dayStart } from '../../registry/params';

/**
 * Conversions: SPEC.md section 2 Conversions, call of section 7. No menu entry (the route exists); the
 * call needs ADMIN_AD (docs/api-assumptions.md). It returns everything: sorted, searched by ad name
 * and paged 5/10/25 in the browser, 10 rows first (section 9).
 */
export default defineResource({
  name: 'conversions',
  record: entities.Conversion,
  representation: (c) => c.ad.name,
  list: {
    endpoint: api.conversions.list,
    paging: 'client',
    perPage: 10,
    search: 'q',
    params: { from: dayStart, to: dayEnd },
    // Section 9's default range, yesterday to today: applied by the first load, which the form shows.
    defaultFilter: () => ({ from: yesterday(), to: today() }),
    filters: [
      { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
      // The ad picker lists the chosen vendor's ads.
      {
        source: 'adID',
        label: 'resources.conversions.fields.ad',
        kind: 'reference',
        reference: 'ads',
        filterFrom: { vendorID: 'vendorID' },
      },
      { source: 'from', label: 'busads.filter.dateFrom', kind: 'date' },
      { source: 'to', label: 'busads.filter.dateTo', kind: 'date' },
    ],
    columns: [
      { source: 'ad.name', label: 'resources.conversions.fields.adName' },
      { source: 'ad.views', label: 'resources.conversions.fields.views', kind: 'count' },
      { source: 'ad.clicks', label: 'resources.conversions.fields.clicks', kind: 'count' },
      { source: 'ad.conversions', label: 'resources.conversions.fields.conversions', kind: 'count' },
      // Empty when the ad has no conversion price.
      { source: 'price.price', label: 'resources.conversions.fields.cost', kind: 'money' },
      { source: 'ad.conversionUrl', label: 'resources.conversions.fields.url', kind: 'link', truncate: 40 },
    ],
  },
});
