/**
 * The test cards the sandbox gateway takes (when no Redsys key is configured), and what each does:
 * pays at once, is denied by the bank, or asks for the 3-D Secure code first.
 */
export const SANDBOX_CARDS = {
  '4548810000000003': 'authorised',
  '4000000000000002': 'denied',
  '4918019160034602': 'challenge',
} as const;
export const SANDBOX_CHALLENGE_CODE = '123456';

/** A Redsys order number (Ds_Order): 4 digits, then up to 8 letters or digits. */
export const GATEWAY_ORDER_PATTERN = /^\d{4}[A-Za-z0-9]{0,8}$/;
