import type { FastifyReply } from 'fastify';

/** One cell of a CSV file: text (or nothing), or a number written as it is. */
export type CsvCell = string | number | null;

/**
 * One CSV field. Text is quoted, and a leading = + - @ (or tab, carriage return) is made inert with an apostrophe
 * so that spreadsheets never run it as a formula (CSV injection). Numbers are the server's own figures: written bare
 * so that spreadsheets read them as numbers.
 */
export function csvField(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = value ?? '';
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

/** RFC 4180 CSV (CRLF line ends): the header row, then one line per row. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = rows.map((row) => row.map(csvField).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Sends `csv` as a download named `fileName`, never cached (it holds the clinic's figures or people's details). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
