import { fillPlaceholders, placeholdersIn } from '@telehealth/contract';
import { z } from 'zod';

/**
 * A prescription body is either the JSON layout the seeded default uses (`{ page, blocks }`) or HTML written in the
 * editor. Both become this list of blocks, which the HTML preview and the A6 PDF both draw: one layout, two outputs.
 * HTML is reduced to text blocks (headings, paragraphs, list items, rules), so no markup from a template ever
 * reaches the output unescaped.
 */
const block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('header'), text: z.string(), subtext: z.string().optional() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('row'), label: z.string(), text: z.string() }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('divider') }),
  z.object({
    type: z.literal('medicine'),
    name: z.string(),
    dosage: z.string().optional(),
    quantity: z.string().optional(),
  }),
  z.object({ type: z.literal('signature'), image: z.string(), caption: z.string().optional() }),
]);
export type Block = z.infer<typeof block>;

const jsonLayout = z.object({ blocks: z.array(block) });

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '');
}

/** HTML to blocks: h1–h3 are headings, <hr> a divider, p/div/li/br break lines; every other tag is dropped. */
function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const withoutScripts = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '');
  const parts = withoutScripts.split(/(<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>|<hr\s*\/?>)/i);
  for (const part of parts) {
    if (/^<hr/i.test(part)) {
      blocks.push({ type: 'divider' });
      continue;
    }
    const heading = /^<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>$/i.exec(part);
    if (heading) {
      const text = decode((heading[1] ?? '').replace(/<[^>]*>/g, '')).trim();
      if (text) blocks.push({ type: 'heading', text });
      continue;
    }
    const text = decode(
      part
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<\/(p|div|li|tr)>/gi, '\n')
        .replace(/<li[^>]*>/gi, '• ')
        .replace(/<[^>]*>/g, ''),
    );
    for (const line of text.split(/\n/)) {
      const trimmed = line.replace(/\s+/g, ' ').trim();
      if (trimmed) blocks.push({ type: 'text', text: trimmed });
    }
  }
  return blocks;
}

/** The blocks of a body: its JSON layout when it is one, otherwise its HTML. */
export function parseLayout(body: string): Block[] {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = jsonLayout.safeParse(JSON.parse(trimmed));
      if (parsed.success) return parsed.data.blocks;
    } catch {
      // Not JSON after all: read it as HTML/text below.
    }
  }
  return htmlBlocks(trimmed);
}

/** Whether a block prints something of one medicine (a `{{medicine…}}` placeholder). */
export function usesMedicine(item: Block): boolean {
  return placeholdersIn(JSON.stringify(item)).some((name) => name.startsWith('medicine'));
}

/**
 * A prescription of several medicines: the run of blocks from the first to the last that uses a `{{medicine…}}`
 * placeholder (with whatever lies between, such as a divider) is drawn once per medicine, each copy with that
 * medicine's values over the shared ones. Blocks before and after the run are drawn once. A layout without medicine
 * placeholders is returned as it is. Returns each block with the values it is to be filled with.
 */
export function repeatMedicineRun(
  blocks: readonly Block[],
  values: Readonly<Record<string, string>>,
  medicines: readonly Readonly<Record<string, string>>[],
): { block: Block; values: Readonly<Record<string, string>> }[] {
  const first = blocks.findIndex(usesMedicine);
  const last = blocks.findLastIndex(usesMedicine);
  const once = (items: readonly Block[]) => items.map((block) => ({ block, values }));
  if (first < 0 || medicines.length === 0) return once(blocks);
  const run = blocks.slice(first, last + 1);
  return [
    ...once(blocks.slice(0, first)),
    ...medicines.flatMap((medicine) => run.map((block) => ({ block, values: { ...values, ...medicine } }))),
    ...once(blocks.slice(last + 1)),
  ];
}

function fillBlock(item: Block, values: Readonly<Record<string, string>>): Block {
  const fill = (text: string) => fillPlaceholders(text, values);
  switch (item.type) {
    case 'header':
      return { ...item, text: fill(item.text), ...(item.subtext ? { subtext: fill(item.subtext) } : {}) };
    case 'heading':
    case 'text':
      return { ...item, text: fill(item.text) };
    case 'row':
      return { ...item, label: fill(item.label), text: fill(item.text) };
    case 'medicine':
      return {
        ...item,
        name: fill(item.name),
        ...(item.dosage ? { dosage: fill(item.dosage) } : {}),
        ...(item.quantity ? { quantity: fill(item.quantity) } : {}),
      };
    case 'signature':
      return { ...item, image: fill(item.image), ...(item.caption ? { caption: fill(item.caption) } : {}) };
    default:
      return item;
  }
}

/**
 * The blocks with every placeholder filled (text stays text; the outputs escape it). With `medicines`, the
 * medicine blocks repeat once per medicine (`repeatMedicineRun`); without, `values` fill them once (the preview).
 */
export function fillLayout(
  blocks: readonly Block[],
  values: Readonly<Record<string, string>>,
  medicines: readonly Readonly<Record<string, string>>[] = [],
): Block[] {
  return repeatMedicineRun(blocks, values, medicines).map((entry) => fillBlock(entry.block, entry.values));
}

/** A signature value that is an image the PDF can embed (PNG or JPEG data URL); anything else prints as text. */
export function isSignatureImage(value: string): boolean {
  return /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=]+$/.test(value.trim());
}
