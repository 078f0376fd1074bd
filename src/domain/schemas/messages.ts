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
  choice: 'validation.choice',
} as const;

export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];
