import type { PrescribableMedication } from '@telehealth/contract';

export const catalogue: PrescribableMedication[] = [
  {
    id: 1,
    name: 'Sildenafil',
    genericName: 'sildenafil citrate',
    variants: [
      { id: 11, strength: '50 mg', form: 'tablet', quantity: 8 },
      { id: 12, strength: '100 mg', form: 'tablet', quantity: 8 },
    ],
  },
  {
    id: 2,
    name: 'Tadalafil',
    genericName: null,
    variants: [{ id: 21, strength: '5 mg', form: 'tablet', quantity: 28 }],
  },
];
