/** A practitioner as the admin's form edits them, for its stories and tests. */
export const samplePractitioner = {
  firstName: 'Mia',
  lastName: 'Rossi',
  email: 'mia.rossi@example.com',
  phone: '+61412345678',
  specialization: 'General Practice',
  bio: 'Mia is a GP who consults by video across Australia.',
  ahpraNumber: 'MED0001234567',
  prescriberNumber: '1234567',
  appointmentLimit: 4,
};

/** Passwords that break one of the five password rules each, with the rule's message, for the password forms' tests. */
export const passwordsBreakingOneRule: [password: string, message: string][] = [
  ['ABCDEFG1!', 'Must contain at least one lowercase letter'],
  ['abcdefg1!', 'Must contain at least one uppercase letter'],
  ['Abcdefgh!', 'Must contain at least one number'],
  ['Abcdefgh1', 'Must contain at least one special character'],
];
