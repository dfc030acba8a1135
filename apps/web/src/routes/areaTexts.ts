/** The heading and line of each page a later issue builds (see `table.ts`), by its path: read by the lazy AreaPage. */
export const areaTexts: Readonly<Record<string, { title: string; description: string }>> = {
  '/admin/assessments': { title: 'Assessments', description: 'Review and assign patient assessments.' },
  '/admin/assessments/:id': { title: 'Assessment', description: 'One assessment in detail.' },
  '/admin/practitioners': { title: 'Practitioners', description: 'Practitioners and their availability.' },
  '/admin/practitioners/edit/:id': { title: 'Edit Practitioner', description: 'Update a practitioner.' },
  '/admin/practitioners/:id': { title: 'Practitioner', description: 'One practitioner in detail.' },
  '/admin/practitioner-details/:practitionerId': {
    title: 'Practitioner Details',
    description: 'One practitioner in detail.',
  },
  '/admin/reports': { title: 'Reports', description: 'Service activity and revenue.' },
  '/admin/patients': { title: 'Patients', description: 'Patient accounts.' },
  '/admin/patients/:id': { title: 'Patient', description: 'One patient in detail.' },
  '/admin/prescriptions': { title: 'Prescriptions', description: 'Prescriptions and their delivery.' },
  '/admin/prescriptions/:id': { title: 'Prescription', description: 'One prescription in detail.' },
  '/admin/medications': { title: 'Medications', description: 'Medications and their variants.' },
  '/admin/medications/add-variant': { title: 'Add Variant', description: 'Add a medication variant.' },
  '/admin/medications/add-variant/:id': { title: 'Add Variant', description: 'Add a medication variant.' },
  '/admin/medications/edit-variant/:id': {
    title: 'Edit Variant',
    description: 'Update a medication variant.',
  },
  '/admin/medications/edit-variant/:medicationId/:variantId': {
    title: 'Edit Variant',
    description: 'Update a medication variant.',
  },
  '/admin/appointments': { title: 'Appointments', description: 'Every appointment.' },
  '/admin/appointments/create': { title: 'Create Appointment', description: 'Book an appointment.' },
  '/admin/create-appointment': { title: 'Create Appointment', description: 'Book an appointment.' },
  '/admin/content-writers': { title: 'Content Writers', description: 'Content writer accounts.' },
};
