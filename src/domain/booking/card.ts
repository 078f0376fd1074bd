/** The card that guarantees a booking request without charge (section 5). */
export const CARD_TYPES = ['VI', 'MC', 'AMEX', 'DISCOVER'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Brand names shown next to the specification's codes. */
export const CARD_TYPE_NAMES: Record<CardType, string> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
};

/** Spaces and dashes people type between groups of digits are ignored. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The months of a card's expiry, as its select posts them. */
export const EXPIRY_MONTHS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
] as const;

/** The years a card's expiry is chosen among: this year and the next 15. */
export function expiryYears(today: string): string[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 16 }, (_, index) => String(year + index));
}

/** An expiry month (YYYY-MM) is valid until the end of that month. */
export function isExpired(expiry: string, today: string): boolean {
  return expiry < today.slice(0, 7);
}

/** All that is ever kept of a card: brand, last four digits, expiry and holder. */
export function cardSummary(card: {
  CardType: CardType;
  CardNumber: string;
  ExpirationDate: string;
  NameOnCard: string;
}) {
  return {
    brand: card.CardType,
    last4: cardDigits(card.CardNumber).slice(-4),
    expiry: card.ExpirationDate,
    holder: card.NameOnCard,
  };
}

/** 13 to 19 digits, each group separated by at most one space or dash: how people write a card number. */
const CARD_NUMBER_IN_TEXT = /\b\d(?:[ -]?\d){12,18}\b/g;

/**
 * A text with every card number in it (a digit run that passes Luhn) masked to its last four
 * digits, so a number a traveller types into a message is never stored or shown whole.
 */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER_IN_TEXT, (found) => {
    const digits = found.replace(/\D/g, '');
    return passesLuhn(digits) ? `•••• •••• •••• ${digits.slice(-4)}` : found;
  });
}
