import {
  createRedsysAPI,
  CURRENCIES,
  isResponseCodeOk,
  LANGUAGES,
  randomTransactionId,
  SANDBOX_URLS,
  TRANSACTION_TYPES,
  type RedirectForm,
  type ResponseJSONSuccess,
} from 'redsys-easy';
import type { Language } from '../../domain/language';
import type { PaymentGatewayConfig } from '../config';

/** A payment the gateway is asked to take: our order number, the amount and where to come back. */
export interface CardPaymentRequest {
  gatewayOrder: string;
  amountCents: number;
  language: Language;
  description: string;
  merchantName: string;
  /** Where the gateway posts its signed notification (server to server). */
  notificationUrl: string;
  okUrl: string;
  koUrl: string;
}

/** What a correctly signed notification says, in our terms. */
export interface GatewayNotification {
  gatewayOrder: string;
  amountCents: number;
  currency: string;
  merchantCode: string;
  terminal: string;
  authorised: boolean;
  responseCode: string;
  authorisationCode: string | null;
}

export { GATEWAY_ORDER_PATTERN } from '../../domain/payments/card-gateway';

/**
 * The Redsys redirection protocol through `redsys-easy`: signed Ds_MerchantParameters
 * (HMAC_SHA256_V1 with the key derived per order) for the browser to post, and the verification of
 * the notification Redsys sends back. Merchant code, terminal and key come from configuration.
 */
export function createRedsys(config: PaymentGatewayConfig, secretKey: string) {
  const api = createRedsysAPI({
    secretKey,
    // Only the redirection is used; the REST addresses are the library's, never called.
    urls: { ...SANDBOX_URLS, redirect: config.redirectUrl },
  });
  return {
    newGatewayOrder: () => randomTransactionId(),

    /** The form the browser posts to the gateway's payment page. */
    redirectForm(request: CardPaymentRequest): RedirectForm {
      return api.createRedirectForm({
        DS_MERCHANT_MERCHANTCODE: config.merchantCode,
        DS_MERCHANT_TERMINAL: config.terminal,
        DS_MERCHANT_TRANSACTIONTYPE: TRANSACTION_TYPES.AUTHORIZATION,
        DS_MERCHANT_ORDER: request.gatewayOrder,
        DS_MERCHANT_AMOUNT: String(request.amountCents),
        DS_MERCHANT_CURRENCY: CURRENCIES.EUR.num,
        DS_MERCHANT_MERCHANTNAME: request.merchantName.slice(0, 25),
        DS_MERCHANT_PRODUCTDESCRIPTION: request.description.slice(0, 125),
        DS_MERCHANT_MERCHANTURL: request.notificationUrl,
        DS_MERCHANT_URLOK: request.okUrl,
        DS_MERCHANT_URLKO: request.koUrl,
        DS_MERCHANT_CONSUMERLANGUAGE: LANGUAGES[request.language],
      });
    },

    /** Reads a notification; throws when its signature is not ours (then nothing may change). */
    readNotification(body: ResponseJSONSuccess): GatewayNotification {
      const params = api.processRedirectNotification(body);
      const responseCode = String(params.Ds_Response ?? '');
      return {
        gatewayOrder: String(params.Ds_Order),
        amountCents: Number(params.Ds_Amount),
        currency: String(params.Ds_Currency),
        merchantCode: String(params.Ds_MerchantCode),
        terminal: String(params.Ds_Terminal),
        authorised: isResponseCodeOk(responseCode) && Number(responseCode) < 100,
        responseCode: responseCode.slice(0, 4),
        authorisationCode: params.Ds_AuthorisationCode
          ? String(params.Ds_AuthorisationCode).slice(0, 12)
          : null,
      };
    },
  };
}

export type Redsys = ReturnType<typeof createRedsys>;
