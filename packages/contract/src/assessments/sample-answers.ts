// Complete answers to each questionnaire, with no red flag and nothing notable: the tests' starting points.

export const completeEd = {
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
export const completeWeightLoss = {
  age: 40,
  pregnancy: false,
  heightCm: 178,
  weightKg: 104,
  eatingDisorder: false,
  conditions: ['none'],
  previousAttempts: ['diet', 'exercise'],
  otherMedicines: false,
};
export const completeContraception = {
  age: 30,
  smoker: false,
  preferredMethod: 'combined_pill',
  currentMethod: 'none',
  bloodClots: false,
  migraines: false,
  bloodPressure: 'normal',
  otherMedicines: false,
};
