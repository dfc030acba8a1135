// The `@telehealth/ui/signature-pad` entry: signature_pad and its canvas code live behind this subpath only.

export { SignaturePad, type SignaturePadProps } from './SignaturePad';
