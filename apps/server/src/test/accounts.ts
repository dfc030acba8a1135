/** Seeded demo accounts the chat tests talk as, by a short name. */
export const seededAccounts = {
  admin: 'admin@example.com',
  sarah: 'practitioner@example.com',
  james: 'james.wilson@example.com',
  liam: 'patient@example.com',
  oliver: 'oliver.smith@example.com',
  charlotte: 'charlotte.martin@example.com',
  writer: 'writer@example.com',
} as const;
export type SeededPerson = keyof typeof seededAccounts;
