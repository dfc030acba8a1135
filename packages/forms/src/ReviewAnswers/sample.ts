import type { Answers } from '@telehealth/contract';

/** A weight-loss assessment with a BMI under 27 (a red flag) and an eating disorder (another). */
export const flaggedWeightLoss: Answers = {
  age: 34,
  pregnancy: false,
  heightCm: 180,
  weightKg: 78,
  eatingDisorder: true,
  conditions: ['high_blood_pressure', 'sleep_apnoea'],
  previousAttempts: ['diet', 'exercise'],
  otherMedicines: false,
};

/** An erectile-dysfunction assessment with nothing to flag. */
export const clearErectileDysfunction: Answers = {
  age: 45,
  duration: 'over_6_months',
  frequency: 'sometimes',
  morningErections: true,
  chestPainOnExertion: false,
  recentHeartAttackOrStroke: false,
  bloodPressure: 'normal',
  takesNitrates: false,
  usesPoppers: false,
  otherMedicines: false,
};

/** An erectile-dysfunction assessment with no red flag, but treated high blood pressure and a statin to see. */
export const notableErectileDysfunction: Answers = {
  ...clearErectileDysfunction,
  bloodPressure: 'high_treated',
  otherMedicines: true,
  otherMedicinesList: 'Atorvastatin 40 mg daily',
};

/** A contraception assessment of a smoker aged 36 who asks for the progestogen-only pill. */
export const notableContraception: Answers = {
  age: 36,
  smoker: true,
  preferredMethod: 'progestogen_only_pill',
  currentMethod: 'none',
  bloodClots: false,
  migraines: false,
  bloodPressure: 'normal',
  otherMedicines: false,
};
