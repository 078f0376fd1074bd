import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The issuer authenticator apps show beside the code. */
const ISSUER = 'Gestión de reservas';
/** A code from the 30 seconds before or after is accepted too (a phone clock a little off). */
const TOLERANCE_SECONDS = 30;
/** Authenticator apps' period. */
const PERIOD_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

/** The otpauth:// address of a secret, and its QR code as an SVG data URL (the CSP allows data: images). */
export async function enrolment(secret: string, account: string) {
  const uri = generateURI({ issuer: ISSUER, label: account, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks a six-digit code; returns its time step when valid and later than the last one used
 * (a code is good once), undefined otherwise.
 */
export async function checkCode(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // The step the code belongs to: the current one, moved by the drift it was found at.
  return result.valid ? Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + result.delta : undefined;
}
