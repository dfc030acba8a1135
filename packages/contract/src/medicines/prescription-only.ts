/**
 * Prescription-only (Schedule 4) medicines that Australian law (Therapeutic Goods Act, s 42DL) forbids advertising
 * to the public. Generic names and the best-known brands of the areas this service treats; matched as whole words,
 * case-insensitively. Campaigns refuse copy naming one; articles only warn the writer (see the server README).
 */
export const prescriptionOnlyMedicines = [
  'sildenafil',
  'viagra',
  'tadalafil',
  'cialis',
  'vardenafil',
  'levitra',
  'avanafil',
  'spedra',
  'semaglutide',
  'ozempic',
  'wegovy',
  'rybelsus',
  'liraglutide',
  'saxenda',
  'victoza',
  'tirzepatide',
  'mounjaro',
  'phentermine',
  'duromine',
  'metermine',
  'finasteride',
  'propecia',
  'dapoxetine',
  'priligy',
  'ethinylestradiol',
  'drospirenone',
  'yasmin',
  'norethisterone',
  'desogestrel',
] as const;

const pattern = new RegExp(`\\b(${prescriptionOnlyMedicines.join('|')})\\b`, 'gi');

/** The prescription-only medicines a text names (lower case, each once, in order of first mention). */
export function namesPrescriptionOnlyMedicine(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(pattern)) found.add((match[1] as string).toLowerCase());
  return [...found];
}
