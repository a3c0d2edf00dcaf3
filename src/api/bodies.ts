import { z } from './zod';
import { ID_MAX } from './path';
import { Privilege } from './privileges';

/** Rules of the server that forms state beforehand: the largest amount of naira, the shortest new password. */
export const NAIRA_MAX = 100_000_000;
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Request bodies (the inner `data` of {data:{...}}). Messages are those of SPEC.md section 5. Every rule is a
 * check JSON Schema can state (length, pattern, range, multipleOf, enum), so the OpenAPI document says all of it;
 * a text is trimmed before its checks, so a pattern that holds for the text as sent holds once trimmed too.
 */
const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.regex(/\S/, `${label} is required`), z.maxLength(max, `${label} is too long`));
/** The smallest amount of naira the server keeps: one kobo. */
export const NAIRA_MIN = 0.01;
/**
 * An amount of naira, the one schema of every money field: its kobo form (naira × 100, rounded) must be at least
 * 1 kobo and equal the value given, within binary rounding (4.35 is 434.99999999999994 kobo and passes; 10.005 and
 * 1e-300 do not: nothing is truncated silently). JSON Schema says it as minimum and multipleOf 0.01. A minimum of
 * one kobo, not merely "positive", matters: zod's multipleOf tolerance is absolute below 1 kobo, so 1e-300 counted
 * as a multiple of 0.01 and was stored as 0 (issue 30).
 */
export const nairaAmount = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .check(
      z.gte(NAIRA_MIN, `${label} must be at least ₦0.01`),
      z.lte(NAIRA_MAX, `${label} is too large`),
      z.multipleOf(NAIRA_MIN, `${label} has more than two decimals`),
    );
/** A record named in a body: ids fit the 32-bit id columns (ID_MAX). */
const recordId = (error?: string) => z.number({ error }).check(z.int(), z.positive(), z.lte(ID_MAX));
/** A name shown in tables and logs (full names, usernames, device names): no control or format characters (zero-width spaces, bidi overrides, terminal escapes). */
const identity = (label: string, max = 200) =>
  required(label, max).check(
    z.regex(/^[^\p{Cc}\p{Cf}]*$/u, `${label} must not contain control or invisible characters`),
  );
/**
 * A username as it is stored, compared and signed in with: NFKC (full-width and other look-alike forms fold to
 * their plain letters) and lower case, so 'Admin' and 'ａｄｍｉｎ' are 'admin'.
 */
export const normalizeUsername = (username: string): string => username.normalize('NFKC').toLowerCase();
const username = z.pipe(identity('Username', 100), z.transform(normalizeUsername));

/**
 * A password being set (create, change): at least MIN_PASSWORD_LENGTH characters, kept as typed (not trimmed).
 * One equal to the username is refused too (isUsernameAsPassword: by the create body, by the change itself).
 */
const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.minLength(1, { message: `${label} is required`, abort: true }),
      z.minLength(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`),
      z.maxLength(200, `${label} is too long`),
    );
/** Whether a password is the username itself (case and surrounding spaces aside): refused wherever one is set. */
export const isUsernameAsPassword = (password: string, username: string) =>
  password.trim().toLowerCase() === username.trim().toLowerCase();
const email = (label: string) =>
  required(label).check(z.regex(z.regexes.email, `${label} must be a valid email address`));
const optId = z.optional(z.nullable(recordId()));

export const LoginBody = z.object({
  username: z.pipe(required('Username', 100), z.transform(normalizeUsername)),
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(200)),
  remember: z._default(z.optional(z.boolean()), false),
});

export const VendorUpdateBody = z.object({
  fullname: identity('Fullname'),
  username,
  phone: required('Phone', 30),
  email: email('Email'),
  address: required('Address', 500),
  profilePicture: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
});

export const TopupBody = z.object({
  amount: nairaAmount('Amount'),
  vendorID: recordId('Vendor is required'),
});

export const PlacesBody = z.object({
  routeID: recordId(),
  places: z
    .array(z.object({ countryID: recordId(), stateID: z.optional(z.nullable(recordId())) }))
    .check(z.minLength(1), z.maxLength(100)),
});

const usertype = () => z.number().check(z.int(), z.gte(0), z.lte(1));
const adminFields = {
  fullname: identity('Fullname'),
  username,
  phone: required('Phone', 30),
  email: email('Email'),
  address: required('Address', 500),
  profilePicture: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  usertype: z._default(z.optional(usertype()), 1),
  privileges: z.array(Privilege).check(
    z.maxLength(12),
    // A set: ['ADMIN_REPORT', 'ADMIN_REPORT'] passed a length-and-membership check as one's own two privileges (issue 30).
    z.superRefine((list, ctx) => {
      const twice = list.find((p, i) => list.indexOf(p) !== i);
      if (twice) ctx.addIssue({ code: 'custom', input: list, message: `Privilege ${twice} is listed more than once` });
    }),
    z.meta({ uniqueItems: true }),
  ),
};
export const AdminCreateBody = z.object({ ...adminFields, password: newPassword('Password') }).check(
  z.refine((b) => !isUsernameAsPassword(b.password, b.username), {
    path: ['password'],
    message: 'Password must not be the username',
  }),
);
export const AdminUpdateBody = z.object({
  ...adminFields,
  privileges: z.optional(adminFields.privileges),
  usertype: z.optional(usertype()),
});
export const PasswordChangeBody = z.object({
  oldPassword: z
    .string({ error: 'Old Password is required' })
    .check(z.minLength(1, 'Old Password is required'), z.maxLength(200)),
  newPassword: newPassword('New Password'),
});

/** The events a price may be set for (the keys of the price constants). */
export const PRICE_EVENT_TYPES = ['view', 'click', 'conversion'] as const;

export const PriceCreateBody = z.object({
  price: nairaAmount('Price'),
  vendorID: optId,
  // Read trimmed; the document states the bare values. Typed as the string the form and the service pass on.
  eventType: z.pipe(
    z.transform((v) => (typeof v === 'string' ? v.trim() : v)),
    z.enum(PRICE_EVENT_TYPES, { error: `Unknown event type: use one of ${PRICE_EVENT_TYPES.join(', ')}` }),
  ) as z.ZodMiniType<string>,
});

export const DeviceBody = z.object({
  name: identity('Name'),
  serial: required('Serial', 100),
  busID: required('Bus ID', 50),
  phone: required('Phone', 30),
});
export const DeviceUpdateBody = z.extend(DeviceBody, { id: z.optional(recordId()) });
export const DevicePlacesBody = z.object({
  deviceID: recordId(),
  placeIDs: z
    .array(
      z.object({
        countryID: recordId(),
        stateID: z.optional(z.nullable(recordId())),
        routeID: z.optional(z.nullable(recordId())),
      }),
    )
    .check(z.minLength(1), z.maxLength(100)),
});

const planPrices = {
  onViewPrice: nairaAmount('On view price'),
  onClickPrice: nairaAmount('On click price'),
  onConversionPrice: nairaAmount('On conversion price'),
};
export const PricePlanCreateBody = z.object({
  name: required('Name'),
  vendorID: optId,
  vendorLabel: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  ...planPrices,
});
export const PricePlanUpdateBody = z.object(planPrices);

/* The second factor (an extension beyond SPEC.md). A code is 6 digits or a recovery code (xxxxx-xxxxx). */
const secondFactorCode = required('Code', 20);
const challenge = z.string({ error: 'Challenge is required' }).check(z.minLength(1), z.maxLength(100));
export const SecondFactorLoginBody = z.object({ challenge, code: secondFactorCode });
export const SecondFactorCodeBody = z.object({ code: secondFactorCode });
/** Turning the second factor off asks for a current code or the password (neither: refused by the server). */
export const SecondFactorDisableBody = z.object({
  code: z.optional(secondFactorCode),
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
