import { vars } from './contract.css';
import { type Tone, tones } from './tokens';

/** A banner's colours in one tone: the soft surface and its border, text and a leading edge in the tone's foreground. */
export interface ToneBannerStyle {
  backgroundColor: string;
  borderColor: string;
  borderInlineStartColor: string;
  color: string;
}

/** The banner colours of every tone, for `styleVariants` in Alert and Toast. */
export function toneBanners(): Record<Tone, ToneBannerStyle> {
  return Object.fromEntries(
    tones.map((tone) => [
      tone,
      {
        backgroundColor: vars.tone[tone].surface,
        borderColor: vars.tone[tone].border,
        borderInlineStartColor: vars.tone[tone].foreground,
        color: vars.tone[tone].foreground,
      },
    ]),
  ) as Record<Tone, ToneBannerStyle>;
}
