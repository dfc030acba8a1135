import { practitionerMessages, SIGNATURE_MAX_BYTES } from '@telehealth/contract';

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function read<T extends string | ArrayBuffer>(blob: Blob, as: 'dataUrl' | 'bytes'): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error);
    if (as === 'dataUrl') reader.readAsDataURL(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/**
 * A chosen file as a PNG data URL, or the message why not: the same checks as the server (the PNG signature bytes,
 * at most `SIGNATURE_MAX_BYTES`), so a wrong file is refused before it is sent.
 */
export async function readSignatureFile(file: Blob): Promise<{ dataUrl: string } | { error: string }> {
  const head = new Uint8Array(await read<ArrayBuffer>(file.slice(0, PNG_SIGNATURE.length), 'bytes'));
  if (head.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((byte, index) => head[index] !== byte))
    return { error: practitionerMessages.signatureNotPng };
  if (file.size > SIGNATURE_MAX_BYTES) return { error: practitionerMessages.signatureTooLarge };
  // The type is the bytes', whatever the file's name or the browser guessed.
  const dataUrl = await read<string>(file, 'dataUrl');
  return { dataUrl: dataUrl.replace(/^data:[^;,]*;base64,/, 'data:image/png;base64,') };
}
