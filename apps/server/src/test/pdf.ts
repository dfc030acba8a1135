import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * PDFs read back with tools no one here wrote: poppler's pdftotext and pdffonts, and qpdf (`.ci/run` installs
 * them). Embedded fonts draw glyph ids, not characters, so only a real reader can tell what a name printed as.
 */

function withFile<T>(bytes: Buffer, read: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'telehealth-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bidirectional marks pdftotext puts around right-to-left runs. */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text of a PDF as pdftotext reads it, with runs of white space (line breaks of wrapped text included) made one
 * space, and bidirectional marks dropped.
 */
export function pdfText(bytes: Buffer): string {
  const text = withFile(bytes, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'])).toString(
    'utf8',
  );
  return text.replace(BIDI_MARKS, '').replace(/\s+/g, ' ').trim();
}

/** One word as pdftotext -bbox places it: its text and box in points, y growing down the page. */
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The words of the first page with their boxes (`pdftotext -bbox`). */
export function pdfWords(bytes: Buffer): PdfWord[] {
  const html = withFile(bytes, (file) =>
    execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-enc', 'UTF-8', file, '-']),
  ).toString('utf8');
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
    text: decode(match[5] as string),
  }));
}

/** One font as pdffonts lists it. */
export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

/** The fonts a PDF uses (`pdffonts`). */
export function pdfFonts(bytes: Buffer): PdfFont[] {
  const listing = withFile(bytes, (file) => execFileSync('pdffonts', [file])).toString('utf8');
  return listing
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      // name, type (may hold spaces), encoding, then emb sub uni and the object id.
      const match = /^(\S+)\s+(.+?)\s+(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
      if (!match) throw new Error(`pdffonts printed a line this helper cannot read: ${line}`);
      return {
        name: match[1] as string,
        type: match[2] as string,
        embedded: match[4] === 'yes',
        subset: match[5] === 'yes',
        unicode: match[6] === 'yes',
      };
    });
}

/** `qpdf --check`: throws with its report when the file has structural errors. */
export function qpdfCheck(bytes: Buffer): string {
  return withFile(bytes, (file) => execFileSync('qpdf', ['--check', file])).toString('utf8');
}

/** The PDF's objects as bytes, its deflated streams inflated: for structure (images, fonts), not for text. */
export function pdfStructure(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return parts.join('\n');
}

/** The first page's size in points, from its MediaBox. */
export function pdfPageSize(bytes: Buffer): { width: number; height: number } | null {
  const box = /MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(bytes.toString('latin1'));
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}
