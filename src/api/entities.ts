import { z } from './zod';
import { Privilege } from './privileges';

/**
 * Records as they travel on the wire (SPEC.md section 3). Dates are unix seconds; money is naira
 * (a number with at most two decimals; the server keeps integer kobo). Where SPEC.md names a nested
 * field (vendor.fullname, ad.views) the nested object is kept, so a real backend can be read as is.
 */
const int = () => z.number().check(z.int());
const id = int();
const unix = int();
const naira = z.number();
const text = z.string();
const optText = z.nullable(z.string());

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
  usertype: int(),
});
export type AdminProfile = z.infer<typeof AdminProfile>;

export const Admin = z.extend(AdminProfile, { dateCreated: unix, accessStatus: int() });
export type Admin = z.infer<typeof Admin>;

export const Dashboard = z.object({
  totalTopupSum: naira,
  totalSelfTopupSum: naira,
  totalSystemTopupSum: naira,
  totalRoutes: int(),
  vendorsCount: int(),
  totalAds: int(),
  totalActiveAds: int(),
  totalInactiveAds: int(),
  totalBlockedAds: int(),
  totalViews: int(),
});
export type Dashboard = z.infer<typeof Dashboard>;

/**
 * One day of the dashboard's trend (an extension beyond SPEC.md, api.session.trend): the day's start (unix
 * seconds), its ad views and clicks, and the naira of its successful topups.
 */
export const TrendDay = z.object({
  day: unix,
  views: int(),
  clicks: int(),
  topupSum: naira,
});
export type TrendDay = z.infer<typeof TrendDay>;

export const VendorRef = z.object({
  id,
  fullname: text,
  username: text,
  email: text,
  phone: text,
  accessStatus: int(),
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
  accessStatus: int(),
  phoneVerified: int(),
  emailVerified: int(),
  referredBy: z.nullable(id),
  parent_referral: z.nullable(z.object({ id, fullname: text })),
  childrenReferralsCount: int(),
  dateCreated: unix,
  vendor_feature: z.nullable(z.object({ currDailyCost: naira })),
});
export type Vendor = z.infer<typeof Vendor>;

export const AdMedia = z.object({ id, media: text, mediaType: z.enum(['IMAGE', 'video']) });
export const AdType = z.enum(['media', 'app', 'form']);
export const Ad = z.object({
  id,
  name: text,
  actionLink: optText,
  caption: optText,
  views: int(),
  clicks: int(),
  conversions: int(),
  currDailyCost: naira,
  maxDailyLimit: naira,
  adType: AdType,
  conversionUrl: optText,
  activeStatus: int(),
  blocked: int(),
  dateCreated: unix,
  vendor: VendorRef,
  wallet: z.nullable(z.object({ id, amount: naira })),
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
  timePaid: z.nullable(unix),
  dateCreated: unix,
});
export type Topup = z.infer<typeof Topup>;

export const Transaction = z.object({
  id,
  vendor: z.object({ id, fullname: text }),
  views: int(),
  cost: naira,
  dateCreated: unix,
  ad: z.object({ id, name: text, views: int(), activeStatus: int(), actionLink: optText }),
  route: z.nullable(z.object({ id, name: text })),
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
  admin: z.nullable(z.object({ id, fullname: text })),
  vendor: z.nullable(z.object({ id, fullname: text })),
});
export type ActivityLog = z.infer<typeof ActivityLog>;

export const PriceType = z.object({ key: text, name: text });
export const Constants = z.object({ priceTypes: z.array(PriceType) });
export type Constants = z.infer<typeof Constants>;

export const Price = z.object({
  id,
  price: naira,
  active: int(),
  eventType: text,
  vendor: z.nullable(z.object({ id, fullname: text })),
  dateCreated: unix,
});
export type Price = z.infer<typeof Price>;

export const Device = z.object({
  id,
  name: text,
  serial: text,
  busID: text,
  phone: text,
  activeStatus: int(),
  states: z.array(Named),
  routes: z.array(Named),
  totalViews: int(),
  clicks: int(),
  views: int(),
  lastseen: z.nullable(unix),
  dateCreated: unix,
});
export type Device = z.infer<typeof Device>;

export const DeviceHistory = z.object({
  id,
  device: z.object({ id, name: text, serial: text, lastseen: z.nullable(unix), views: int() }),
  busID: text,
  route: z.nullable(z.object({ id, name: text, countries: z.array(Named), states: z.array(Named) })),
  countries: z.array(Named),
  states: z.array(Named),
  dateCreated: unix,
  dateUpdated: unix,
});
export type DeviceHistory = z.infer<typeof DeviceHistory>;

export const DeviceActionCounts = z.object({
  id,
  busID: text,
  views: int(),
  clicks: int(),
  fromDate: unix,
  toDate: unix,
});
export type DeviceActionCounts = z.infer<typeof DeviceActionCounts>;

export const PricePlan = z.object({
  id,
  name: text,
  vendor: z.nullable(z.object({ id, fullname: text })),
  onViewPrice: naira,
  onClickPrice: naira,
  onConversionPrice: naira,
  accessStatus: int(),
  dateCreated: unix,
});
export type PricePlan = z.infer<typeof PricePlan>;

export const Conversion = z.object({
  id,
  ad: z.object({
    id,
    name: text,
    views: int(),
    clicks: int(),
    conversions: int(),
    conversionUrl: optText,
  }),
  price: z.nullable(z.object({ price: naira })),
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
  totalViews: int(),
  vendorsCount: int(),
  adminsCount: int(),
  totalSelfTopupSum: naira,
  totalSelfTopupCount: int(),
  totalSystemTopupSum: naira,
  totalSystemTopupCount: int(),
  totalTopupSum: naira,
  totalTopupCount: int(),
  totalAds: int(),
  totalActiveAds: int(),
  totalInactiveAds: int(),
  totalAssignedAds: int(),
  totalBlockedAds: int(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

/*
 * The second factor (an extension beyond SPEC.md, docs/contract.md "Second factor"): TOTP (RFC 6238).
 */
/** A secret to enter in an authenticator app: as text (base32) and as the otpauth:// URI its QR code holds. */
export const TotpEnrolment = z.object({ secret: text, uri: text });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/**
 * What sign-in answers, instead of a session, for an admin with a second factor ('code') or one who must set it
 * up first ('enrol', with the secret to enter): a single-use challenge for api.session.secondFactor (or
 * api.session.enrolSecondFactor), valid until `expiresAt`.
 */
export const LoginChallenge = z.object({
  challenge: text,
  secondFactor: z.enum(['code', 'enrol']),
  expiresAt: unix,
  enrolment: z.nullable(TotpEnrolment),
});
export type LoginChallenge = z.infer<typeof LoginChallenge>;

/** Sign-in's answer: the profile (with the session token), or a challenge (no token). */
export const LoginResult = z.union([AdminProfile, LoginChallenge]);
export type LoginResult = z.infer<typeof LoginResult>;
export const isLoginChallenge = (r: LoginResult): r is LoginChallenge => 'challenge' in r;

/** The signed-in admin's second factor: whether it is on, and whether their privileges require it. */
export const SecondFactorStatus = z.object({ enabled: z.boolean(), required: z.boolean(), recoveryCodesLeft: int() });
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

/** Ten one-time recovery codes, shown once, at the confirmation of an enrolment. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(text) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** A sign-in that ends a compulsory enrolment: the profile (with the token) and the recovery codes. */
export const EnrolledProfile = z.extend(AdminProfile, { recoveryCodes: z.array(text) });
export type EnrolledProfile = z.infer<typeof EnrolledProfile>;

/** Result of a call that only reports what it did (reset password, logout, toggles). */
export const Ack = z.object({ message: text });
export const PasswordReset = z.object({ message: text, password: text });
export type PasswordReset = z.infer<typeof PasswordReset>;
