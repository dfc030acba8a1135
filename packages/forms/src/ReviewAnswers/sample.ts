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
