import CampaignIcon from '@mui/icons-material/Campaign';
import { createElement } from 'react';
import { api, entities, type ParamInput } from '../../api';
import type { Ad } from '../../api/entities';
import { dayEndUnix, dayStartUnix } from '../../components/dates';
import { defineResource } from '../../registry/defineResource';
import type { ActionDecl, FieldDecl } from '../../registry/types';
import { AdMediaDialog } from './AdMediaDialog';
import { AdSummaryDialog } from './AdSummaryDialog';
import { AdTypeName } from './AdTypeName';
import { adTypeKey, clickThroughRate } from './adValues';
import { VendorWalletDialog } from './VendorWalletDialog';

const t = (key: string) => `busads.ads.${key}`;
const col = (name: string) => `resources.ads.fields.${name}`;
const value = (v: unknown): ParamInput => (typeof v === 'number' || typeof v === 'string' ? v : undefined);

const filters: FieldDecl[] = [
  { source: 'routeID', label: 'busads.filter.route', kind: 'reference', reference: 'routes', filterFrom: { countryID: 'countryID', stateID: 'stateID', cityID: 'cityID' } },
  { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
  // The place pickers narrow each other: a country limits the states, a state the cities, and back.
  { source: 'countryID', label: 'busads.filter.country', kind: 'reference', reference: 'countries', filterFrom: { stateID: 'stateID', cityID: 'cityID' } },
  { source: 'stateID', label: 'busads.filter.state', kind: 'reference', reference: 'states', filterFrom: { countryID: 'countryID', cityID: 'cityID' } },
  { source: 'cityID', label: 'busads.filter.city', kind: 'reference', reference: 'cities', filterFrom: { countryID: 'countryID', stateID: 'stateID' } },
  { source: 'busID', label: t('filter.busID'), kind: 'text' },
  // Devices are picked by serial: the devices call searches by serial, not by name.
  { source: 'deviceID', label: t('filter.device'), kind: 'reference', reference: 'devices', optionText: 'serial' },
  { source: 'adType', label: t('filter.adType'), kind: 'select', choices: entities.AdType.options.map((type) => ({ id: type, name: adTypeKey(type) })) },
  {
    source: 'accessStatus',
    label: t('filter.status'),
    kind: 'select',
    choices: [
      { id: 1, name: 'busads.values.active' },
      { id: 0, name: 'busads.values.inactive' },
    ],
  },
  { source: 'dateFrom', label: 'busads.filter.dateFrom', kind: 'date' },
  { source: 'dateTo', label: 'busads.filter.dateTo', kind: 'date' },
];

/** Activate or Deactivate (by status), after a confirmation; the list then reloads (SPEC.md section 4). */
const toggle = (name: 'activate' | 'deactivate', status: 0 | 1): ActionDecl<Ad> => ({
  name,
  label: t(`action.${name}`),
  visible: (ad) => (ad.activeStatus === 1) === (status === 0),
  endpoint: api.ads.toggle,
  params: (ad) => ({ id: ad.id, status }),
  confirm: t(`confirm.${name}`),
  success: t('toast.statusChanged'),
});

/** Ads: SPEC.md section 2 Ads page, calls of section 7 Ads, limits of section 9. */
export default defineResource<Ad>({
  name: 'ads',
  module: 'ADMIN_AD',
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
    params: ({ page, perPage, filter }) => ({
      page,
      limit: perPage,
      routeID: value(filter.routeID),
      vendorID: value(filter.vendorID),
      countryID: value(filter.countryID),
      stateID: value(filter.stateID),
      cityID: value(filter.cityID),
      busID: value(filter.busID),
      deviceID: value(filter.deviceID),
      adType: value(filter.adType),
      accessStatus: value(filter.accessStatus),
      dateFrom: dayStartUnix(filter.dateFrom),
      dateTo: dayEndUnix(filter.dateTo),
    }),
    filters,
    columns: [
      { source: 'name', label: col('name') },
      { source: 'vendor.fullname', label: col('vendor') },
      { source: 'adType', label: col('adType'), value: (ad) => createElement(AdTypeName, { type: ad.adType }),
        exportText: (ad, { translate }) => translate(adTypeKey(ad.adType)),
      },
      { source: 'actionLink', label: col('actionLink'), kind: 'link', truncate: 20 },
      { source: 'caption', label: col('caption'), truncate: 20 },
      { source: 'views', label: col('views'), kind: 'count' },
      { source: 'clicks', label: col('clicks'), kind: 'count' },
      { source: 'ctr', label: col('ctr'), value: (ad) => `${clickThroughRate(ad)}%` },
      { source: 'currDailyCost', label: col('currDailyCost'), kind: 'money' },
      { source: 'maxDailyLimit', label: col('maxDailyLimit'), kind: 'money' },
      { source: 'activeStatus', label: col('activeStatus'), kind: 'activeStatus' },
      { source: 'dateCreated', label: col('dateCreated'), kind: 'date' },
    ],
    emptyText: t('empty'),
  },
  actions: [
    { name: 'summary', label: t('action.summary'), dialog: AdSummaryDialog },
    { name: 'details', label: t('action.details'), dialog: VendorWalletDialog },
    { name: 'media', label: t('action.media'), dialog: AdMediaDialog },
    toggle('deactivate', 0),
    toggle('activate', 1),
  ],
});
