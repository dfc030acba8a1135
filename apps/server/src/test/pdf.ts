import { inflateSync } from 'node:zlib';

/** The text of a PDF: its content streams inflated, and the hex strings text is drawn with decoded. */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  const all = parts.join('\n');
  const hex = [...all.matchAll(/<([0-9a-fA-F]+)>/g)]
    .map((match) => Buffer.from(match[1] as string, 'hex').toString('latin1'))
    .join('');
  return `${all}\n${hex}`;
}

/** The first page's size in points, from its MediaBox. */
export function pdfPageSize(bytes: Buffer): { width: number; height: number } | null {
  const box = /MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(bytes.toString('latin1'));
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}
