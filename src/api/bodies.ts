import { z } from 'zod';
import { Privilege } from './privileges';

/** Rules of the server that forms state beforehand: the largest amount of naira, the shortest new password. */
export const NAIRA_MAX = 100_000_000;
export const MIN_PASSWORD_LENGTH = 8;

/** Request bodies (the inner `data` of {data:{...}}). Messages are those of SPEC.md section 5. */
const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);
const naira = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .positive(`${label} must be more than 0`)
    .max(NAIRA_MAX, `${label} is too large`)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: `${label} has more than two decimals`,
    });
/** Control and format characters (zero-width spaces, bidi overrides, terminal escapes): invisible in tables and logs. */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/u;
/** A name shown in tables and logs (full names, usernames, device names): no control or invisible characters. */
const identity = (label: string, max = 200) =>
  required(label, max).refine(
    (v) => !HIDDEN_CHARACTERS.test(v),
    `${label} must not contain control or invisible characters`,
  );
/**
 * A username as it is stored, compared and signed in with: NFKC (full-width and other look-alike forms fold to
 * their plain letters) and lower case, so 'Admin' and 'ａｄｍｉｎ' are 'admin'.
 */
export const normalizeUsername = (username: string): string => username.normalize('NFKC').toLowerCase();
const username = identity('Username', 100).transform(normalizeUsername);

/**
 * A password being set (create, change): at least MIN_PASSWORD_LENGTH characters, kept as typed (not trimmed).
 * One equal to the username is refused too (isUsernameAsPassword: by the create body, by the change itself).
 */
const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, { message: `${label} is required`, abort: true })
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, `${label} is too long`);
/** Whether a password is the username itself (case and surrounding spaces aside): refused wherever one is set. */
export const isUsernameAsPassword = (password: string, username: string) =>
  password.trim().toLowerCase() === username.trim().toLowerCase();
const email = (label: string) => required(label).pipe(z.email(`${label} must be a valid email address`));
const optId = z.number().int().positive().nullable().optional();

export const LoginBody = z.object({
  username: required('Username', 100).transform(normalizeUsername),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  remember: z.boolean().optional().default(false),
});

export const VendorUpdateBody = z.object({
  fullname: identity('Fullname'),
  username,
  phone: required('Phone', 30),
  email: email('Email'),
  address: required('Address', 500),
  profilePicture: z.string().max(1000).nullable().optional(),
});

export const TopupBody = z.object({
  amount: naira('Amount'),
  vendorID: z.number({ error: 'Vendor is required' }).int().positive(),
});

export const PlacesBody = z.object({
  routeID: z.number().int().positive(),
  places: z
    .array(
      z.object({ countryID: z.number().int().positive(), stateID: z.number().int().positive().nullable().optional() }),
    )
    .min(1)
    .max(100),
});

const adminFields = {
  fullname: identity('Fullname'),
  username,
  phone: required('Phone', 30),
  email: email('Email'),
  address: required('Address', 500),
  profilePicture: z.string().max(1000).nullable().optional(),
  usertype: z.number().int().min(0).max(1).optional().default(1),
  privileges: z.array(Privilege).max(12),
};
export const AdminCreateBody = z
  .object({ ...adminFields, password: newPassword('Password') })
  .refine((b) => !isUsernameAsPassword(b.password, b.username), {
    path: ['password'],
    message: 'Password must not be the username',
  });
export const AdminUpdateBody = z.object({
  ...adminFields,
  privileges: adminFields.privileges.optional(),
  usertype: z.number().int().min(0).max(1).optional(),
});
export const PasswordChangeBody = z.object({
  oldPassword: z.string({ error: 'Old Password is required' }).min(1, 'Old Password is required').max(200),
  newPassword: newPassword('New Password'),
});

export const PriceCreateBody = z.object({
  price: naira('Price'),
  vendorID: optId,
  eventType: z.string().trim().min(1).max(50),
});

export const DeviceBody = z.object({
  name: identity('Name'),
  serial: required('Serial', 100),
  busID: required('Bus ID', 50),
  phone: required('Phone', 30),
});
export const DeviceUpdateBody = DeviceBody.extend({ id: z.number().int().positive().optional() });
export const DevicePlacesBody = z.object({
  deviceID: z.number().int().positive(),
  placeIDs: z
    .array(
      z.object({
        countryID: z.number().int().positive(),
        stateID: z.number().int().positive().nullable().optional(),
        routeID: z.number().int().positive().nullable().optional(),
      }),
    )
    .min(1)
    .max(100),
});

const planPrices = {
  onViewPrice: naira('On view price'),
  onClickPrice: naira('On click price'),
  onConversionPrice: naira('On conversion price'),
};
export const PricePlanCreateBody = z.object({
  name: required('Name'),
  vendorID: optId,
  vendorLabel: z.string().max(200).nullable().optional(),
  ...planPrices,
});
export const PricePlanUpdateBody = z.object(planPrices);
