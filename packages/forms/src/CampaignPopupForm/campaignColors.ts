/** The parts of the marketing popup whose colours a campaign template may set (Part 1 §3). */
export const popupParts = [
  'overlay',
  'popup',
  'header',
  'close',
  'title',
  'tagline',
  'content',
  'input',
  'button',
  'note',
] as const;
export type PopupPart = (typeof popupParts)[number];

/** The colours a campaign template may set on one part. */
export interface PopupPartStyle {
  color?: string;
  background?: string;
  borderColor?: string;
}

/** Campaign colour overrides by part; invisible values are ignored. */
export type PopupStyles = Partial<Record<PopupPart, PopupPartStyle>>;

/** The alpha of `rgba()`, `hsla()` or the slash form `rgb(r g b / a)`, when there is one. */
function functionalAlpha(value: string): number | null {
  const match = /^(?:rgba?|hsla?)\((.*)\)$/i.exec(value);
  if (!match?.[1]) return null;
  const body = match[1];
  const slash = body.split('/');
  const alpha = slash.length === 2 ? slash[1] : body.split(',').length === 4 ? body.split(',')[3] : undefined;
  if (alpha === undefined) return null;
  const trimmed = alpha.trim();
  const number = Number.parseFloat(trimmed);
  if (Number.isNaN(number)) return null;
  return trimmed.endsWith('%') ? number / 100 : number;
}

/**
 * The colour if it would show, otherwise undefined (Part 1 §5: transparent or invisible template
 * colours are ignored): empty, 'transparent', rgba/hsla with alpha 0, and '#0000' / '#00000000'
 * style hex with a zero alpha are all invisible.
 */
export function visibleColor(value: string | null | undefined): string | undefined {
  const color = value?.trim();
  if (!color) return undefined;
  if (color.toLowerCase() === 'transparent') return undefined;
  if (/^#[0-9a-f]{3}0$/i.test(color) || /^#[0-9a-f]{6}00$/i.test(color)) return undefined;
  if (functionalAlpha(color) === 0) return undefined;
  return color;
}
