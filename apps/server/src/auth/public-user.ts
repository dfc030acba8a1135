import type { User } from '@telehealth/contract';
import type { SessionUser } from './sessions';

/** The user as the API shows it: the contract's fields only, never the hash or internal columns. */
export function toPublicUser(row: SessionUser): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: row.role,
    isAdmin: row.isAdmin,
    isPractitioner: row.isPractitioner,
    isContentWriter: row.isContentWriter,
    timezone: row.timezone,
    emailVerified: row.emailVerified,
    contactEmail: row.contactEmail,
    contactMobile: row.contactMobile,
    address: row.address,
    addressLine2: row.addressLine2,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    dpid: row.dpid,
  };
}
