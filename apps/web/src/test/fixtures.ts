import type { User } from '@telehealth/contract';

const base: User = {
  id: 1,
  email: 'someone@example.com',
  firstName: 'Sam',
  lastName: 'Taylor',
  phone: null,
  role: 'patient',
  isAdmin: false,
  isPractitioner: false,
  isContentWriter: false,
  timezone: 'Australia/Sydney',
  emailVerified: true,
  contactEmail: null,
  contactMobile: null,
  address: null,
  addressLine2: null,
  suburb: null,
  state: null,
  postcode: null,
  country: 'Australia',
  dpid: null,
};

export const users = {
  patient: { ...base, id: 4, email: 'patient@example.com' },
  admin: { ...base, id: 1, email: 'admin@example.com', role: 'admin', isAdmin: true },
  practitioner: {
    ...base,
    id: 2,
    email: 'practitioner@example.com',
    role: 'practitioner',
    isPractitioner: true,
  },
  writer: { ...base, id: 3, email: 'writer@example.com', role: 'content_writer', isContentWriter: true },
} satisfies Record<string, User>;
