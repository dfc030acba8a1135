import { z } from 'zod';

/** The role a user is shown as; the boolean flags decide access. */
export const userRoles = ['admin', 'practitioner', 'content_writer', 'patient'] as const;
export const userRole = z.enum(userRoles);
export type UserRole = z.infer<typeof userRole>;

/** The 24 timezone choices, in the order the profile form lists them. */
export const timezoneChoices = [
  { value: 'Australia/Sydney', label: 'Sydney' },
  { value: 'Australia/Melbourne', label: 'Melbourne' },
  { value: 'Australia/Brisbane', label: 'Brisbane' },
  { value: 'Australia/Adelaide', label: 'Adelaide' },
  { value: 'Australia/Perth', label: 'Perth' },
  { value: 'Australia/Darwin', label: 'Darwin' },
  { value: 'Australia/Hobart', label: 'Hobart' },
  { value: 'Pacific/Auckland', label: 'Auckland' },
  { value: 'Asia/Singapore', label: 'Singapore' },
  { value: 'Asia/Hong_Kong', label: 'Hong Kong' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Asia/Seoul', label: 'Seoul' },
  { value: 'Asia/Shanghai', label: 'Beijing' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Europe/Athens', label: 'Athens' },
  { value: 'America/New_York', label: 'New York' },
  { value: 'America/Los_Angeles', label: 'Los Angeles' },
  { value: 'America/Chicago', label: 'Chicago' },
  { value: 'America/Toronto', label: 'Toronto' },
  { value: 'America/Vancouver', label: 'Vancouver' },
  { value: 'Asia/Kolkata', label: 'New Delhi' },
  { value: 'UTC', label: 'UTC' },
] as const;
export const DEFAULT_TIMEZONE = 'Australia/Sydney';
export const timezone = z.enum(timezoneChoices.map((choice) => choice.value) as [string, ...string[]]);

/** The signed-in user as `GET /api/user` returns it: never a secret. */
export const user = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: userRole,
  isAdmin: z.boolean(),
  isPractitioner: z.boolean(),
  isContentWriter: z.boolean(),
  timezone: z.string(),
  emailVerified: z.boolean(),
  contactEmail: z.string().nullable(),
  contactMobile: z.string().nullable(),
  address: z.string().nullable(),
  addressLine2: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  dpid: z.string().nullable(),
});
export type User = z.infer<typeof user>;
