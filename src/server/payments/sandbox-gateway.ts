import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGES } from 'redsys-easy';
import { LANGUAGES as SITE_LANGUAGES, type Language } from '../../domain/language';
import { GATEWAY_ORDER_PATTERN, SANDBOX_CARDS } from '../../domain/payments/card-gateway';
import type { PaymentGatewayConfig } from '../config';

/**
 * The embedded sandbox that plays Redsys when no merchant key is configured (demos, tests): it
 * reads the signed order the browser posts, shows its own card page, then sends a signed
 * notification to the merchant's URL and the browser back to the OK or KO page, as Redsys does.
 * It takes only its published test cards, never stores or logs a card number, and charges nothing.
 */

export type SandboxOutcome = 'authorised' | 'denied' | 'cancelled' | 'failed-challenge';
const RESPONSE_CODES: Record<SandboxOutcome, string> = {
  authorised: '0000',
  denied: '0190',
  cancelled: '9915',
  'failed-challenge': '0184',
};

export interface SignedParameters {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/** What the sandbox reads of a signed order. */
export interface SandboxOrder {
  order: string;
  amountCents: number;
  merchantName: string;
  description: string;
  language: Language;
  notificationUrl: string;
  okUrl: string;
  koUrl: string;
}

/** HMAC_SHA256_V1: the order number encrypted with 3DES under the merchant key is the HMAC key. */
function signature(secretKey: string, order: string, merchantParameters: string): Buffer {
  const padded = Buffer.alloc(Math.ceil(Buffer.byteLength(order) / 8) * 8);
  padded.write(order);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secretKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  const orderKey = Buffer.concat([cipher.update(padded), cipher.final()]);
  return createHmac('sha256', orderKey).update(merchantParameters).digest();
}

const fromBase64 = (value: string) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
const LANGUAGE_OF_CODE = new Map<string, Language>(SITE_LANGUAGES.map((code) => [LANGUAGES[code], code]));
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

export function createSandboxGateway(deps: {
  config: PaymentGatewayConfig;
  /** The installation's own signing key (gateway-key.ts), never a published one. */
  key: () => Promise<string>;
  /** Notifications and returns go to this site only. */
  publicUrl: string;
  clock: () => Date;
}) {
  const { config, clock } = deps;
  const ours = (url: string) => url.startsWith(`${deps.publicUrl}/`);
  return {
    /** The order a correctly signed request carries, for this merchant and this site; undefined for anything else. */
    async readOrder(signed: SignedParameters): Promise<SandboxOrder | undefined> {
      if (signed.Ds_SignatureVersion !== 'HMAC_SHA256_V1') return undefined;
      let params: Record<string, unknown>;
      try {
        params = JSON.parse(fromBase64(signed.Ds_MerchantParameters).toString('utf8')) as Record<
          string,
          unknown
        >;
      } catch {
        return undefined;
      }
      const order = text(params.DS_MERCHANT_ORDER, 12);
      if (!GATEWAY_ORDER_PATTERN.test(order)) return undefined;
      const expected = signature(await deps.key(), order, signed.Ds_MerchantParameters);
      const given = fromBase64(signed.Ds_Signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (params.DS_MERCHANT_MERCHANTCODE !== config.merchantCode) return undefined;
      const amountCents = Number(params.DS_MERCHANT_AMOUNT);
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return undefined;
      const urls = {
        notificationUrl: text(params.DS_MERCHANT_MERCHANTURL, 500),
        okUrl: text(params.DS_MERCHANT_URLOK, 500),
        koUrl: text(params.DS_MERCHANT_URLKO, 500),
      };
      if (!Object.values(urls).every(ours)) return undefined;
      return {
        order,
        amountCents,
        merchantName: text(params.DS_MERCHANT_MERCHANTNAME, 25),
        description: text(params.DS_MERCHANT_PRODUCTDESCRIPTION, 125),
        language: LANGUAGE_OF_CODE.get(text(params.DS_MERCHANT_CONSUMERLANGUAGE, 4)) ?? 'es',
        ...urls,
      };
    },

    /** A card's expiry as typed (MM/YY, MMYY, MM-YY): valid when it is this month or later. */
    validExpiry(typed: string): boolean {
      const match = /^\s*(\d{2})\s*[/-]?\s*(\d{2})\s*$/.exec(typed);
      if (!match) return false;
      const month = Number(match[1]);
      const year = 2000 + Number(match[2]);
      const now = clock();
      return (
        month >= 1 && month <= 12 && year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
      );
    },

    /** The token the code step carries: proof that this order's card asked for it. */
    async challenge(order: SandboxOrder): Promise<string> {
      return createHmac('sha256', await deps.key())
        .update(`challenge:${order.order}`)
        .digest('base64url');
    },

    async passedCardStep(order: SandboxOrder, token: string): Promise<boolean> {
      const expected = Buffer.from(await this.challenge(order));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** What a test card leads to; undefined for any other number (which is not kept anywhere). */
    cardOutcome(cardNumber: string) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      return SANDBOX_CARDS[digits as keyof typeof SANDBOX_CARDS];
    },

    /** The signed notification of an outcome, as Redsys would send it. */
    async notification(order: SandboxOrder, outcome: SandboxOutcome): Promise<SignedParameters> {
      const now = clock();
      const madrid = new Intl.DateTimeFormat('es-ES', {
        timeZone: 'Europe/Madrid',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }).formatToParts(now);
      const part = (type: string) => madrid.find((p) => p.type === type)?.value ?? '';
      const params = {
        Ds_Date: `${part('day')}/${part('month')}/${part('year')}`,
        Ds_Hour: `${part('hour')}:${part('minute')}`,
        Ds_Amount: String(order.amountCents),
        Ds_Currency: '978',
        Ds_Order: order.order,
        Ds_MerchantCode: config.merchantCode,
        Ds_Terminal: config.terminal.padStart(3, '0'),
        Ds_Response: RESPONSE_CODES[outcome],
        Ds_TransactionType: '0',
        Ds_SecurePayment: outcome === 'authorised' ? '1' : '0',
        Ds_AuthorisationCode: outcome === 'authorised' ? String(100000 + (now.getTime() % 900000)) : '',
        Ds_ConsumerLanguage: LANGUAGES[order.language],
        Ds_Card_Country: '724',
        Ds_Card_Brand: '1',
      };
      const merchantParameters = Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
      return {
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: merchantParameters,
        Ds_Signature: signature(await deps.key(), order.order, merchantParameters).toString('base64'),
      };
    },

    /** Sends the notification to the merchant's URL (server to server); false when it could not be delivered. */
    async deliver(url: string, notification: SignedParameters): Promise<boolean> {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...notification }),
          signal: AbortSignal.timeout(10_000),
          redirect: 'manual',
        });
        return response.ok;
      } catch {
        return false;
      }
    },

    /** Where the browser goes back to: the OK or KO page, with the signed result as Redsys adds it. */
    returnUrl(order: SandboxOrder, outcome: SandboxOutcome, notification: SignedParameters): string {
      const base = outcome === 'authorised' ? order.okUrl : order.koUrl;
      const url = new URL(base);
      for (const [name, value] of Object.entries(notification)) url.searchParams.set(name, value);
      return url.toString();
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
