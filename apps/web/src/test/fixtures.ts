import type { AdminPractitioner, User } from '@telehealth/contract';

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

/** A practitioner as the admin lists them (`/api/admin/practitioners`): active, with a signature. */
export function adminPractitioner(id: number, firstName: string, lastName = 'Doc'): AdminPractitioner {
  return {
    id,
    userId: id + 10,
    firstName,
    lastName,
    name: `Dr ${firstName}`,
    email: `${firstName.toLowerCase()}@example.com`,
    phone: null,
    specialization: '',
    bio: '',
    ahpraNumber: null,
    prescriberNumber: null,
    appointmentLimit: 4,
    isActive: true,
    disabledAt: null,
    hasSignature: true,
    invitationPending: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
