declare module 'validate-medicare-number' {
  /** True when a 10-digit Medicare card number's check digit (the 9th) matches the first eight. */
  export default function validateMedicareNumber(cardNumber: string): boolean;
}
