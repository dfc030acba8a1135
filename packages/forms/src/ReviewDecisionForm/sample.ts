import type { PrescribableMedication } from '@telehealth/contract';

export const catalogue: PrescribableMedication[] = [
  {
    id: 1,
    name: 'Sildenafil',
    genericName: 'sildenafil citrate',
    assessmentTypes: ['erectile_dysfunction'],
    variants: [
      { id: 11, strength: '50 mg', form: 'tablet', quantity: 8 },
      { id: 12, strength: '100 mg', form: 'tablet', quantity: 8 },
    ],
  },
  {
    id: 2,
    name: 'Tadalafil',
    genericName: null,
    assessmentTypes: ['erectile_dysfunction'],
    variants: [{ id: 21, strength: '5 mg', form: 'tablet', quantity: 28 }],
  },
  {
    id: 3,
    name: 'Orlistat',
    genericName: 'orlistat',
    assessmentTypes: ['weight_loss'],
    variants: [{ id: 31, strength: '120 mg', form: 'capsule', quantity: 84 }],
  },
  {
    id: 4,
    name: 'Levonorgestrel/Ethinylestradiol',
    genericName: 'levonorgestrel with ethinylestradiol',
    assessmentTypes: ['contraception'],
    variants: [{ id: 41, strength: '150/30 mcg', form: 'tablet', quantity: 84 }],
  },
];
