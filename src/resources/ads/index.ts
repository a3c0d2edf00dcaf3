import CampaignIcon from '@mui/icons-material/Campaign';
import { api, entities } from '../../api';
import type { Ad } from '../../api/entities';
import { formatCount, formatNaira, formatUnix } from '../../format/format';
import { defineResource } from '../../registry/defineResource';
import { activeFilter } from '../../registry/fields';
import { dayEnd, dayStart } from '../../registry/params';
import type { ActionInput, FieldDecl, ParamName } from '../../registry/types';
import { lazyDialog } from '../../registry/lazyDialog';
import { adTypeKey, clickThroughRate } from './adValues';

const AdMediaDialog = lazyDialog(() => import('./AdMediaDialog').then((m) => m.AdMediaDialog));

const t = (key: string) => `busads.ads.${key}`;
const col = (name: string) => `resources.ads.fields.${name}`;

const filters: FieldDecl<ParamName<typeof api.ads.list>>[] = [
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
      { source: 'name', label: col('name'), rank: 1 },
      { source: 'vendor.fullname', label: col('vendor'), rank: 2 },
      { source: 'adType', label: col('adType'), textKey: (ad) => adTypeKey(ad.adType) },
      { source: 'actionLink', label: col('actionLink'), kind: 'link', truncate: 20, rank: 10 },
      { source: 'caption', label: col('caption'), truncate: 20, rank: 11 },
      { source: 'views', label: col('views'), kind: 'count', rank: 4 },
      { source: 'clicks', label: col('clicks'), kind: 'count', rank: 5 },
      { source: 'ctr', label: col('ctr'), value: (ad) => `${clickThroughRate(ad)}%`, rank: 7 },
      { source: 'currDailyCost', label: col('currDailyCost'), kind: 'money', rank: 8 },
      { source: 'maxDailyLimit', label: col('maxDailyLimit'), kind: 'money', rank: 9 },
      { source: 'activeStatus', label: col('activeStatus'), kind: 'activeStatus', rank: 3 },
      { source: 'dateCreated', label: col('dateCreated'), kind: 'date', rank: 6 },
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
        rows: (ad, translate) => [
          [col('adType'), translate(adTypeKey(ad.adType))],
          [col('views'), formatCount(ad.views)],
          [col('clicks'), formatCount(ad.clicks)],
          [col('conversions'), formatCount(ad.conversions)],
          [col('ctr'), `${clickThroughRate(ad)}%`],
          [col('currDailyCost'), formatNaira(ad.currDailyCost)],
          [col('maxDailyLimit'), formatNaira(ad.maxDailyLimit)],
          [col('routes'), ad.routes.map((r) => r.name).join(', ') || translate('busads.values.none')],
          [col('activeStatus'), translate(ad.activeStatus === 1 ? 'busads.values.active' : 'busads.values.inactive')],
          [col('dateCreated'), formatUnix(ad.dateCreated)],
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
