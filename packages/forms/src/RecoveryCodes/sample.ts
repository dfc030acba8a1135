/** Ten recovery codes as the server answers them, for stories and tests. */
export const sampleRecoveryCodes = [
  'abcde-23456',
  'fghij-34567',
  'kmnpq-45678',
  'rstuv-56789',
  'wxyza-67892',
  'bcdef-78923',
  'ghijk-89234',
  'mnpqr-92345',
  'stuvw-23457',
  'xyzab-34568',
];
