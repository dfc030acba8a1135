/**
 * The signature pad's paper and ink. They are the same in every theme on purpose: a signature is
 * printed and stored as a PNG, so it is dark ink on white whatever the screen's theme. Kept out of
 * the theme contract so that no theme (and no page that never shows a pad) carries them.
 */
export const signaturePaper = {
  /** The pad's background, also painted into the PNG. */
  paper: '#ffffff',
  /** Ink: a blue-black that reads as a pen on paper (15:1 on white). */
  ink: '#0b1f3a',
  /** The rule the signer writes on (3:1 on white, WCAG 1.4.11). */
  baseline: '#7a8a94',
  /** Hint text printed on the pad itself (AA on white). */
  placeholder: '#4b5c66',
  /** The pad's height; its width follows the container. */
  height: '176px',
} as const;
