import type { MfaEnrolment } from '@telehealth/contract';

// A stand-in image for stories and tests (the real QR code is a PNG the server makes).
const squares = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#fff"/><rect width="1" height="1" fill="#000"/><rect x="3" y="3" width="1" height="1" fill="#000"/><rect x="2" y="1" width="1" height="1" fill="#000"/></svg>',
);

/** An enrolment as the server answers it, for stories and tests. */
export const sampleEnrolment: MfaEnrolment = {
  otpauthUri:
    'otpauth://totp/Telehealth:admin%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Telehealth',
  qrCodeDataUrl: `data:image/svg+xml,${squares}`,
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
