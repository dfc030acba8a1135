import { createHash, randomUUID } from 'node:crypto';
import {
  errorTypes,
  practitionerMessages,
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_MAX_BYTES,
} from '@telehealth/contract';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../http/errors';
import { type FileStorage, readObject } from '../storage';

/**
 * The largest signature, in pixels. A PNG of 256 KB can still claim (and inflate to) a huge bitmap, which the
 * prescription PDF renderer would decompress on every approval; a signature needs nothing near this.
 */
export const SIGNATURE_MAX_WIDTH = 2000;
export const SIGNATURE_MAX_HEIGHT = 1000;
/** The server's own words for the pixel limit (the form cannot know the pixels before the upload). */
export const signatureTooManyPixels = `The signature image must be at most ${SIGNATURE_MAX_WIDTH} × ${SIGNATURE_MAX_HEIGHT} pixels`;

/** What `file-type` may find: an animated PNG is still a PNG (its first frame prints). */
const PNG_TYPES = new Set(['image/png', 'image/apng']);

export interface CheckedSignature {
  /** The decoded bytes: what the file storage keeps. */
  png: Buffer;
  /** The same bytes as the data URL that the profile shows and the prescription prints. */
  dataUrl: string;
  /** Hex sha256 of the bytes: what the audit trail keeps instead of them. */
  sha256: string;
  bytes: number;
  width: number;
  height: number;
}

const notPng = () =>
  new HttpError(415, practitionerMessages.signatureNotPng, {
    errorType: errorTypes.unsupportedMediaType,
    field: 'image',
  });

/**
 * The width and height from a PNG's IHDR, the chunk that must come first after the 8-byte signature:
 * length (4 bytes, 13), type 'IHDR', then width and height as big-endian 32-bit integers.
 */
export function pngDimensions(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR' || bytes.readUInt32BE(8) !== 13)
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Checks an uploaded or drawn signature by its bytes, not its data URL's label: it must decode to a PNG
 * (`file-type`, 415 otherwise), of at most 256 KB (413) and 2000 × 1000 pixels (413). The contract has already
 * checked the prefix and refused a string far too long to be 256 KB (a 400 in the same words).
 */
export async function checkSignature(image: string): Promise<CheckedSignature> {
  if (!image.startsWith(SIGNATURE_DATA_URL_PREFIX)) throw notPng();
  const bytes = Buffer.from(image.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw new HttpError(413, practitionerMessages.signatureTooLarge, {
      errorType: errorTypes.payloadTooLarge,
      field: 'image',
    });
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !PNG_TYPES.has(found.mime)) throw notPng();
  const size = pngDimensions(bytes);
  if (!size || size.width === 0 || size.height === 0) throw notPng();
  if (size.width > SIGNATURE_MAX_WIDTH || size.height > SIGNATURE_MAX_HEIGHT)
    throw new HttpError(413, signatureTooManyPixels, {
      errorType: errorTypes.payloadTooLarge,
      field: 'image',
    });
  return {
    png: bytes,
    dataUrl: `${SIGNATURE_DATA_URL_PREFIX}${bytes.toString('base64')}`,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes: bytes.length,
    ...size,
  };
}

// ---- object storage

/** A new signature's key in the file storage: a fresh name each time, so a replaced one is never overwritten. */
export const newSignatureKey = () => `signatures/${randomUUID()}.png`;

/**
 * The practitioner's signature as a PNG data URL (what the profile shows and the PDF prints): the stored file, or
 * the data URL a signature saved before the file storage kept in its row. Null when there is none, or when its
 * file has gone missing (the practitioner can then upload it again).
 */
export async function signatureDataUrl(
  storage: FileStorage,
  row: { signatureKey: string | null; signatureImage: string | null },
): Promise<string | null> {
  if (row.signatureKey) {
    const png = await readObject(storage, row.signatureKey);
    return png ? `${SIGNATURE_DATA_URL_PREFIX}${png.toString('base64')}` : null;
  }
  return row.signatureImage?.trim() || null;
}
