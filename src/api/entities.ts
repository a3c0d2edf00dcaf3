import { z } from 'zod';
import { Privilege } from './privileges';

/**
 * Records as they travel on the wire (SPEC.md section 3). Dates are unix seconds; money is naira
 * (a number with at most two decimals; the server keeps integer kobo). Where SPEC.md names a nested
 * field (vendor.fullname, ad.views) the nested object is kept, so a real backend can be read as is.
 */
const id = z.number().int();
const unix = z.number().int();
const naira = z.number();
const text = z.string();
const optText = z.string().nullable();

export const Named = z.object({ id, name: text });
export type Named = z.infer<typeof Named>;

export const AdminProfile = z.object({
  id,
  fullname: text,
  username: text,
  email: text,
  phone: text,
  address: text,
  profilePicture: optText,
  privileges: z.array(Privilege),
  usertype: z.number().int(),
});
export type AdminProfile = z.infer<typeof AdminProfile>;

export const Admin = AdminProfile.extend({ dateCreated: unix, accessStatus: z.number().int() });
export type Admin = z.infer<typeof Admin>;

export const Dashboard = z.object({
  totalTopupSum: naira,
  totalSelfTopupSum: naira,
  totalSystemTopupSum: naira,
  totalRoutes: z.number().int(),
  vendorsCount: z.number().int(),
  totalAds: z.number().int(),
  totalActiveAds: z.number().int(),
  totalInactiveAds: z.number().int(),
  totalBlockedAds: z.number().int(),
  totalViews: z.number().int(),
});
export type Dashboard = z.infer<typeof Dashboard>;

/**
 * One day of the dashboard's trend (an extension beyond SPEC.md, api.session.trend): the day's start (unix
 * seconds), its ad views and clicks, and the naira of its successful topups.
 */
export const TrendDay = z.object({
  day: unix,
  views: z.number().int(),
  clicks: z.number().int(),
  topupSum: naira,
});
export type TrendDay = z.infer<typeof TrendDay>;

export const VendorRef = z.object({
  id,
  fullname: text,
  username: text,
  email: text,
  phone: text,
  accessStatus: z.number().int(),
});
export type VendorRef = z.infer<typeof VendorRef>;

export const Vendor = z.object({
  id,
  fullname: text,
  username: text,
  phone: text,
  email: text,
  address: text,
  profilePicture: optText,
  accessStatus: z.number().int(),
  phoneVerified: z.number().int(),
  emailVerified: z.number().int(),
  referredBy: id.nullable(),
  parent_referral: z.object({ id, fullname: text }).nullable(),
  childrenReferralsCount: z.number().int(),
  dateCreated: unix,
  vendor_feature: z.object({ currDailyCost: naira }).nullable(),
});
export type Vendor = z.infer<typeof Vendor>;

export const AdMedia = z.object({ id, media: text, mediaType: z.enum(['IMAGE', 'video']) });
export const AdType = z.enum(['media', 'app', 'form']);
export const Ad = z.object({
  id,
  name: text,
  actionLink: optText,
  caption: optText,
  views: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  currDailyCost: naira,
  maxDailyLimit: naira,
  adType: AdType,
  conversionUrl: optText,
  activeStatus: z.number().int(),
  blocked: z.number().int(),
  dateCreated: unix,
  vendor: VendorRef,
  wallet: z.object({ id, amount: naira }).nullable(),
  routes: z.array(Named),
  ad_medias: z.array(AdMedia),
});
export type Ad = z.infer<typeof Ad>;

export const Wallet = z.object({ id, vendorID: id, amount: naira, dateCreated: unix, vendor: VendorRef });
export type Wallet = z.infer<typeof Wallet>;

export const TopupStatus = z.enum(['success', 'abandoned']);
export const Topup = z.object({
  id,
  vendor: z.object({ id, fullname: text }),
  walletID: id,
  requestedAmount: naira,
  amountPaid: naira,
  status: TopupStatus,
  channel: text,
  reference: text,
  timePaid: unix.nullable(),
  dateCreated: unix,
});
export type Topup = z.infer<typeof Topup>;

export const Transaction = z.object({
  id,
  vendor: z.object({ id, fullname: text }),
  views: z.number().int(),
  cost: naira,
  dateCreated: unix,
  ad: z.object({ id, name: text, views: z.number().int(), activeStatus: z.number().int(), actionLink: optText }),
  route: z.object({ id, name: text }).nullable(),
});
export type Transaction = z.infer<typeof Transaction>;

export const Route = z.object({
  id,
  name: text,
  source: text,
  countries: z.array(Named),
  states: z.array(Named),
  dateCreated: unix,
});
export type Route = z.infer<typeof Route>;

export const ActivityLog = z.object({
  id,
  activityLogDesc: text,
  dateCreated: unix,
  admin: z.object({ id, fullname: text }).nullable(),
  vendor: z.object({ id, fullname: text }).nullable(),
});
export type ActivityLog = z.infer<typeof ActivityLog>;

export const PriceType = z.object({ key: text, name: text });
export const Constants = z.object({ priceTypes: z.array(PriceType) });
export type Constants = z.infer<typeof Constants>;

export const Price = z.object({
  id,
  price: naira,
  active: z.number().int(),
  eventType: text,
  vendor: z.object({ id, fullname: text }).nullable(),
  dateCreated: unix,
});
export type Price = z.infer<typeof Price>;

export const Device = z.object({
  id,
  name: text,
  serial: text,
  busID: text,
  phone: text,
  activeStatus: z.number().int(),
  states: z.array(Named),
  routes: z.array(Named),
  totalViews: z.number().int(),
  clicks: z.number().int(),
  views: z.number().int(),
  lastseen: unix.nullable(),
  dateCreated: unix,
});
export type Device = z.infer<typeof Device>;

export const DeviceHistory = z.object({
  id,
  device: z.object({ id, name: text, serial: text, lastseen: unix.nullable(), views: z.number().int() }),
  busID: text,
  route: z.object({ id, name: text, countries: z.array(Named), states: z.array(Named) }).nullable(),
  countries: z.array(Named),
  states: z.array(Named),
  dateCreated: unix,
  dateUpdated: unix,
});
export type DeviceHistory = z.infer<typeof DeviceHistory>;

export const DeviceActionCounts = z.object({
  id,
  busID: text,
  views: z.number().int(),
  clicks: z.number().int(),
  fromDate: unix,
  toDate: unix,
});
export type DeviceActionCounts = z.infer<typeof DeviceActionCounts>;

export const PricePlan = z.object({
  id,
  name: text,
  vendor: z.object({ id, fullname: text }).nullable(),
  onViewPrice: naira,
  onClickPrice: naira,
  onConversionPrice: naira,
  accessStatus: z.number().int(),
  dateCreated: unix,
});
export type PricePlan = z.infer<typeof PricePlan>;

export const Conversion = z.object({
  id,
  ad: z.object({
    id,
    name: text,
    views: z.number().int(),
    clicks: z.number().int(),
    conversions: z.number().int(),
    conversionUrl: optText,
  }),
  price: z.object({ price: naira }).nullable(),
});
export type Conversion = z.infer<typeof Conversion>;

export const Gender = z.enum(['male', 'female']);
export const Customer = z.object({
  id,
  phone: text,
  ageRange: text,
  gender: Gender,
  vendorID: id,
  dateCreated: unix,
});
export type Customer = z.infer<typeof Customer>;

export const ReportSummary = z.object({
  totalViews: z.number().int(),
  vendorsCount: z.number().int(),
  adminsCount: z.number().int(),
  totalSelfTopupSum: naira,
  totalSelfTopupCount: z.number().int(),
  totalSystemTopupSum: naira,
  totalSystemTopupCount: z.number().int(),
  totalTopupSum: naira,
  totalTopupCount: z.number().int(),
  totalAds: z.number().int(),
  totalActiveAds: z.number().int(),
  totalInactiveAds: z.number().int(),
  totalAssignedAds: z.number().int(),
  totalBlockedAds: z.number().int(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

/** Result of a call that only reports what it did (reset password, logout, toggles). */
export const Ack = z.object({ message: text });
export const PasswordReset = z.object({ message: text, password: text });
export type PasswordReset = z.infer<typeof PasswordReset>;
