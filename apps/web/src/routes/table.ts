import type { AccessGroup } from '@telehealth/contract';

/** Which frame a page sits in. */
export type FrameName = 'public' | 'patient' | 'admin' | 'practitioner' | 'contentWriter';

/** Pages whose screens later issues build; until then they show their heading inside the right frame. */
export interface AreaRoute {
  path: string;
  title: string;
  description: string;
}

/** Public routes of Part 1 §2 beyond home, sign-in and not-found; the journeys have built them all (see router.tsx). */
export const publicAreaRoutes: readonly AreaRoute[] = [];

/** Signed-in routes outside the patient dashboard frame. */
export const signedInAreaRoutes: readonly AreaRoute[] = [];

/** The patient dashboard's sub-pages (the dashboard home is its own page). */
export const patientAreaRoutes: readonly AreaRoute[] = [];

/** Admin pages (the dashboard is its own page). Aliases of Part 1 §2 point at the same screen. */
export const adminAreaRoutes: readonly AreaRoute[] = [
  { path: '/admin/assessments', title: 'Assessments', description: 'Review and assign patient assessments.' },
  { path: '/admin/assessments/:id', title: 'Assessment', description: 'One assessment in detail.' },
  {
    path: '/admin/practitioners',
    title: 'Practitioners',
    description: 'Practitioners and their availability.',
  },
  {
    path: '/admin/practitioners/edit/:id',
    title: 'Edit Practitioner',
    description: 'Update a practitioner.',
  },
  { path: '/admin/practitioners/:id', title: 'Practitioner', description: 'One practitioner in detail.' },
  {
    path: '/admin/practitioner-details/:practitionerId',
    title: 'Practitioner Details',
    description: 'One practitioner in detail.',
  },
  { path: '/admin/reports', title: 'Reports', description: 'Service activity and revenue.' },
  { path: '/admin/patients', title: 'Patients', description: 'Patient accounts.' },
  { path: '/admin/patients/:id', title: 'Patient', description: 'One patient in detail.' },
  { path: '/admin/prescriptions', title: 'Prescriptions', description: 'Prescriptions and their delivery.' },
  { path: '/admin/prescriptions/:id', title: 'Prescription', description: 'One prescription in detail.' },
  { path: '/admin/medications', title: 'Medications', description: 'Medications and their variants.' },
  { path: '/admin/medications/add-variant', title: 'Add Variant', description: 'Add a medication variant.' },
  {
    path: '/admin/medications/add-variant/:id',
    title: 'Add Variant',
    description: 'Add a medication variant.',
  },
  {
    path: '/admin/medications/edit-variant/:id',
    title: 'Edit Variant',
    description: 'Update a medication variant.',
  },
  {
    path: '/admin/medications/edit-variant/:medicationId/:variantId',
    title: 'Edit Variant',
    description: 'Update a medication variant.',
  },
  { path: '/admin/appointments', title: 'Appointments', description: 'Every appointment.' },
  { path: '/admin/appointments/create', title: 'Create Appointment', description: 'Book an appointment.' },
  { path: '/admin/create-appointment', title: 'Create Appointment', description: 'Book an appointment.' },
  { path: '/admin/content-writers', title: 'Content Writers', description: 'Content writer accounts.' },
];

/** Every content-writer page is built (journeys §6); the table stays for the frames' bookkeeping. */
export const contentWriterAreaRoutes: readonly AreaRoute[] = [];

/** Every practitioner page is built (journeys §5); the table stays for the frames' bookkeeping. */
export const practitionerAreaRoutes: readonly AreaRoute[] = [];

export const accessOf: Record<Exclude<FrameName, 'public'>, AccessGroup> = {
  patient: 'signedIn',
  admin: 'admin',
  practitioner: 'practitioner',
  contentWriter: 'contentWriter',
};
