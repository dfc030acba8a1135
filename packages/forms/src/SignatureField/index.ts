export { SignatureField, type SignatureFieldProps } from './SignatureField';
export { readSignatureFile } from './signatureFile';
