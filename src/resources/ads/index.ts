import CampaignIcon from '@mui/icons-material/Campaign';
import { api, entities } from '../../api';
import type { Ad } from '../../api/entities';
import { formatCount, formatNaira, formatUnix } from '../../format/format';
import { defineResource } from '../../registry/defineResource';
import { activeFilter } from '../../registry/fields';
import { dayEnd, dayStart } from '../../registry/params';
import type { ActionInput, FieldInput, ParamName } from '../../registry/types';
import { lazyDialog } from '../../registry/lazyDialog';
import { adTypeKey, clickThroughRate } from './adValues';

const AdMediaDialog = lazyDialog(() => import('./AdMediaDialog').then((m) => m.AdMediaDialog));

const t = (key: string) => `busads.ads.${key}`;

const filters: FieldInput<ParamName<typeof api.ads.list>>[] = [
  {
    source: 'routeID',
    label: 'busads.filter.route',
    kind: 'reference',
    reference: 'routes',
    filterFrom: { countryID: 'countryID', stateID: 'stateID', cityID: 'cityID' },
  },
  { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
  // The place pickers narrow each other: a country limits the states, a state the cities, and back.
  {
    source: 'countryID',
    label: 'busads.filter.country',
    kind: 'reference',
    reference: 'countries',
    filterFrom: { stateID: 'stateID', cityID: 'cityID' },
  },
  {
    source: 'stateID',
    label: 'busads.filter.state',
    kind: 'reference',
    reference: 'states',
    filterFrom: { countryID: 'countryID', cityID: 'cityID' },
  },
  {
    source: 'cityID',
    label: 'busads.filter.city',
    kind: 'reference',
    reference: 'cities',
    filterFrom: { countryID: 'countryID', stateID: 'stateID' },
  },
  { source: 'busID', label: t('filter.busID'), kind: 'text' },
  // Devices are picked by serial: the devices call searches by serial, not by name.
  { source: 'deviceID', label: t('filter.device'), kind: 'reference', reference: 'devices', optionText: 'serial' },
  {
    source: 'adType',
    label: t('filter.adType'),
    kind: 'select',
    choices: entities.AdType.options.map((type) => ({ id: type, name: adTypeKey(type) })),
  },
  activeFilter('accessStatus', t('filter.status')),
  { source: 'dateFrom', label: 'busads.filter.dateFrom', kind: 'date' },
  { source: 'dateTo', label: 'busads.filter.dateTo', kind: 'date' },
];

/** Activate or Deactivate (by status), after a confirmation; the list then reloads (SPEC.md section 4). */
const toggle = (name: 'activate' | 'deactivate', status: 0 | 1): ActionInput<Ad, typeof api.ads.toggle> => ({
  name,
  label: t(`action.${name}`),
  visible: (ad) => (ad.activeStatus === 1) === (status === 0),
  endpoint: api.ads.toggle,
  params: { status: () => status },
  confirm: t(`confirm.${name}`),
  success: t('toast.statusChanged'),
});

/** Ads: SPEC.md section 2 Ads page, calls of section 7 Ads, limits of section 9. */
export default defineResource({
  name: 'ads',
  menu: { label: 'busads.menu.ads', icon: CampaignIcon },
  record: entities.Ad,
  representation: (ad) => ad.name,
  list: {
    endpoint: api.ads.list,
    paging: 'append',
    perPage: 50,
    tablePageSize: 10,
    // The API has no name parameter: the loaded ads are searched in the browser.
    search: { local: 'name' },
    // Ad pickers (e.g. the conversions filter) read one page of 1000 and search it by name.
    lookupPerPage: 1000,
    params: { dateFrom: dayStart, dateTo: dayEnd },
    filters,
    columns: [
      { source: 'name', rank: 1 },
      { source: 'vendor.fullname', label: 'resources.ads.fields.vendor', rank: 2 },
      { source: 'adType', textKey: (ad) => adTypeKey(ad.adType) },
      { source: 'actionLink', kind: 'link', truncate: 20, rank: 10 },
      { source: 'caption', truncate: 20, rank: 11 },
      { source: 'views', kind: 'count', rank: 4 },
      { source: 'clicks', kind: 'count', rank: 5 },
      { computed: 'ctr', value: (ad) => `${clickThroughRate(ad)}%`, rank: 7 },
      { source: 'currDailyCost', kind: 'money', rank: 8 },
      { source: 'maxDailyLimit', kind: 'money', rank: 9 },
      { source: 'activeStatus', kind: 'activeStatus', rank: 3 },
      { source: 'dateCreated', kind: 'date', rank: 6 },
    ],
    emptyText: t('empty'),
  },
  actions: [
    {
      // The ad's figures (reach, clicks, conversions, CTR, costs), its routes and dates.
      name: 'summary',
      label: t('action.summary'),
      facts: {
        title: 'busads.ads.dialog.summary',
        heading: (ad) => ad.name,
        maxWidth: 'sm',
        rows: (ad, translate, field) => [
          [field('adType'), translate(adTypeKey(ad.adType))],
          [field('views'), formatCount(ad.views)],
          [field('clicks'), formatCount(ad.clicks)],
          [field('conversions'), formatCount(ad.conversions)],
          ['resources.ads.fields.ctr', `${clickThroughRate(ad)}%`],
          [field('currDailyCost'), formatNaira(ad.currDailyCost)],
          [field('maxDailyLimit'), formatNaira(ad.maxDailyLimit)],
          [field('routes'), ad.routes.map((r) => r.name).join(', ') || translate('busads.values.none')],
          [field('activeStatus'), translate(ad.activeStatus === 1 ? 'busads.values.active' : 'busads.values.inactive')],
          [field('dateCreated'), formatUnix(ad.dateCreated)],
        ],
      },
    },
    {
      // The advertiser of the ad and the balance of its wallet.
      name: 'details',
      label: t('action.details'),
      facts: {
        title: 'busads.ads.dialog.details',
        rows: ({ vendor, wallet }, translate) => [
          ['busads.ads.wallet.fullname', vendor.fullname],
          ['busads.ads.wallet.email', vendor.email],
          ['busads.ads.wallet.phone', vendor.phone],
          ['busads.ads.wallet.balance', wallet ? formatNaira(wallet.amount) : translate('busads.ads.wallet.noWallet')],
        ],
      },
    },
    { name: 'media', label: t('action.media'), dialog: AdMediaDialog },
    toggle('deactivate', 0),
    toggle('activate', 1),
  ],
});
