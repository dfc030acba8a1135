import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts every PDF prints with, embedded (and subset by the renderer) from npm packages in node_modules, so
 * nothing is fetched at run time. The PDF's built-in Helvetica and Times only know Western European letters: a
 * Vietnamese, Polish, Greek, Cyrillic, Chinese, Arabic or Hindi name came out as other letters.
 *
 * - Noto Sans: Latin (Vietnamese and Polish included), Greek, Cyrillic and Devanagari.
 * - Noto Naskh Arabic: Arabic, shaped and set right to left by the renderer.
 * - Noto Sans Hans: Chinese (simplified and the common traditional characters).
 *
 * react-pdf takes a list of families as a fallback chain and picks, per character, the first font that has it.
 */

type FontStore = typeof import('@react-pdf/renderer').Font;

const require = createRequire(import.meta.url);

/** The `fonts/` folder of a font package: its entry point sits in `dist/`, and its exports name no other path. */
const fontsOf = (pkg: string) => path.join(path.dirname(require.resolve(pkg)), '..', 'fonts');

export const pdfFonts = {
  sans: 'NotoSans',
  arabic: 'NotoNaskhArabic',
  chinese: 'NotoSansHans',
} as const;

/** The family list for every style: Noto Sans first, then the scripts it lacks. */
export const pdfFontFamily: string[] = [pdfFonts.sans, pdfFonts.arabic, pdfFonts.chinese];

/** The faces registered, as react-pdf resolves them. */
const faces = [
  { fontWeight: 400, fontStyle: 'normal' },
  { fontWeight: 700, fontStyle: 'normal' },
  { fontWeight: 400, fontStyle: 'italic' },
] as const;

interface GlyphCache {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

/**
 * fontkit caches one glyph object per glyph id, with the characters of its first request. Subsetting a composite
 * glyph (an 'Á' built from 'A' and an accent) asks for the components with no characters, so the next document's
 * 'A' reused a glyph that maps to no text: it printed, but pdftotext, search and screen readers lost it. The
 * characters a later request brings fill the gap.
 */
function keepCharacters(font: GlyphCache): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
}

const ready = new WeakMap<FontStore, Promise<void>>();

/**
 * Registers the families on react-pdf's font store and loads them, once per store (that is, once per process or
 * worker that loads the renderer). Every render awaits it first.
 */
export function loadPdfFonts(store: FontStore): Promise<void> {
  let loading = ready.get(store);
  if (!loading) {
    register(store);
    loading = Promise.all(
      pdfFontFamily.flatMap((fontFamily) =>
        faces.map(async (face) => {
          const source = store.getFont({ fontFamily, ...face });
          await source.load();
          keepCharacters(source.data as unknown as GlyphCache);
        }),
      ),
    ).then(() => undefined);
    ready.set(store, loading);
    // A failed load (a missing package) is retried by the next render rather than remembered.
    loading.catch(() => ready.delete(store));
  }
  return loading;
}

function register(store: FontStore): void {
  const latin = fontsOf('@embedpdf/fonts-latin');
  const arabic = fontsOf('@embedpdf/fonts-arabic');
  const chinese = fontsOf('@embedpdf/fonts-sc');
  store.register({
    family: pdfFonts.sans,
    fonts: [
      { src: path.join(latin, 'NotoSans-Regular.ttf'), fontWeight: 400 },
      { src: path.join(latin, 'NotoSans-Bold.ttf'), fontWeight: 700 },
      { src: path.join(latin, 'NotoSans-Italic.ttf'), fontWeight: 400, fontStyle: 'italic' },
    ],
  });
  store.register({
    family: pdfFonts.arabic,
    fonts: [
      { src: path.join(arabic, 'NotoNaskhArabic-Regular.ttf'), fontWeight: 400 },
      { src: path.join(arabic, 'NotoNaskhArabic-Bold.ttf'), fontWeight: 700 },
      // These scripts have no italic: an italic line prints them upright rather than failing.
      { src: path.join(arabic, 'NotoNaskhArabic-Regular.ttf'), fontWeight: 400, fontStyle: 'italic' },
    ],
  });
  store.register({
    family: pdfFonts.chinese,
    fonts: [
      { src: path.join(chinese, 'NotoSansHans-Regular.otf'), fontWeight: 400 },
      { src: path.join(chinese, 'NotoSansHans-Bold.otf'), fontWeight: 700 },
      { src: path.join(chinese, 'NotoSansHans-Regular.otf'), fontWeight: 400, fontStyle: 'italic' },
    ],
  });
}
