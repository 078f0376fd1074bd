/**
 * Validation messages are translation keys (namespace `common`, section `validation`): the
 * same schema serves the browser, the route action and the REST API, and each shows the
 * message in the visitor's language. The Spanish texts are the specification's.
 */
export const MESSAGES = {
  required: 'validation.required',
  phone: 'validation.phone',
  email: 'validation.email',
  tooLong: 'validation.tooLong',
  characters: 'validation.characters',
  number: 'validation.number',
  choice: 'validation.choice',
  passportName: 'validation.passportName',
  document: 'validation.document',
  dateFormat: 'validation.dateFormat',
  dateInvalid: 'validation.dateInvalid',
  datesInconsistent: 'validation.datesInconsistent',
  grownUp: 'validation.grownUp',
  cardType: 'validation.cardType',
  cardNumber: 'validation.cardNumber',
  cardLuhn: 'validation.cardLuhn',
  securityCode: 'validation.securityCode',
  expiryFormat: 'validation.expiryFormat',
  expiryPast: 'validation.expiryPast',
  consent: 'validation.consent',
  locatorRequired: 'validation.locatorRequired',
  locatorNotFound: 'validation.locatorNotFound',
  emailsDiffer: 'validation.emailsDiffer',
  cancellationAgreement: 'validation.cancellationAgreement',
  travellersCount: 'validation.travellersCount',
} as const;

export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];

/** A message key with values to fill in, carried as one string: `validation.ageChild|count=8&chosen=7`. */
export function messageWithValues(key: string, values: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return query.size > 0 ? `${key}|${query.toString()}` : key;
}

export function splitMessage(message: string): { key: string; values: Record<string, string> } {
  const [key = '', query = ''] = message.split('|');
  return { key, values: Object.fromEntries(new URLSearchParams(query)) };
}
