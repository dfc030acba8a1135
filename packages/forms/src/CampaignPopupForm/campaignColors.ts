/** The parts of the marketing popup whose colours a campaign template may set (docs/product/campaigns.md). */
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
 * The colour if it would show, otherwise undefined (transparent or invisible template
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

/** The sRGB channels (0–255) of a hex or rgb()/rgba() colour; null for names and other forms. */
function channels(color: string): [number, number, number] | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full =
      hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(value);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/**
 * Near-black or white, whichever reads on `background` (WCAG relative luminance), for text a template leaves
 * uncoloured on a background it sets; undefined when the colour cannot be read (the theme's text stays).
 */
export function readableTextOn(background: string | undefined): string | undefined {
  const rgb = background ? channels(background) : null;
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white equals contrast with #111827 at about 0.18.
  return luminance > 0.18 ? '#111827' : '#ffffff';
}
