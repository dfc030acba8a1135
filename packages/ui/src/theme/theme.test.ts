import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkTokens, lightTokens, type ThemeTokens, tones } from './tokens';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

function pairings(tokens: ThemeTokens): Array<[string, string, string, number]> {
  const c = tokens.color;
  const pairs: Array<[string, string, string, number]> = [
    ['foreground on background', c.foreground, c.background, AA_TEXT],
    ['foreground on surface', c.foreground, c.surface, AA_TEXT],
    ['foreground on surfaceMuted', c.foreground, c.surfaceMuted, AA_TEXT],
    ['muted on background', c.muted, c.background, AA_TEXT],
    ['muted on surface', c.muted, c.surface, AA_TEXT],
    ['muted on surfaceMuted', c.muted, c.surfaceMuted, AA_TEXT],
    ['onPrimary on primary', c.onPrimary, c.primary, AA_TEXT],
    ['onPrimary on primaryHover', c.onPrimary, c.primaryHover, AA_TEXT],
    ['onPrimary on primaryActive', c.onPrimary, c.primaryActive, AA_TEXT],
    ['onPrimarySubtle on primarySubtle', c.onPrimarySubtle, c.primarySubtle, AA_TEXT],
    ['onPrimarySubtle on primarySubtleHover', c.onPrimarySubtle, c.primarySubtleHover, AA_TEXT],
    ['primary text on surface', c.primary, c.surface, AA_TEXT],
    ['onDestructive on destructive', c.onDestructive, c.destructive, AA_TEXT],
    ['onDestructive on destructiveHover', c.onDestructive, c.destructiveHover, AA_TEXT],
    ['destructive text on surface', c.destructive, c.surface, AA_TEXT],
    ['link on background', c.link, c.background, AA_TEXT],
    ['link on surface', c.link, c.surface, AA_TEXT],
    ['linkHover on surface', c.linkHover, c.surface, AA_TEXT],
    ['disabled text on disabled surface', c.disabledForeground, c.disabledSurface, AA_TEXT],
    ['control border on surface', c.borderStrong, c.surface, AA_NON_TEXT],
    ['focus ring on background', c.focusRing, c.background, AA_NON_TEXT],
    ['focus ring on surface', c.focusRing, c.surface, AA_NON_TEXT],
  ];
  for (const tone of tones) {
    const t = tokens.tone[tone];
    pairs.push([`${tone} foreground on its surface`, t.foreground, t.surface, AA_TEXT]);
    pairs.push([`${tone} foreground on its hovered surface`, t.foreground, t.surfaceHover, AA_TEXT]);
    pairs.push([`${tone} onSolid on solid`, t.onSolid, t.solid, AA_TEXT]);
    pairs.push([`${tone} onSolid on solidHover`, t.onSolid, t.solidHover, AA_TEXT]);
    pairs.push([`${tone} onSolid on solidActive`, t.onSolid, t.solidActive, AA_TEXT]);
    // Text in a tone (Text tone="critical", Field errors) sits on plain surfaces too.
    pairs.push([`${tone} foreground on surface`, t.foreground, c.surface, AA_TEXT]);
    pairs.push([`${tone} foreground on background`, t.foreground, c.background, AA_TEXT]);
  }
  return pairs;
}

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('%s theme colours', (_name, tokens) => {
  it.each(pairings(tokens))('%s meets WCAG AA', (_label, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b6472', '#0b6472')).toBe(1);
  });
});
