/**
 * An amount in euros as the team types it ("1.250,50", "1250.5", "1 250", "€ 90") in cents;
 * undefined when it is not one. A single separator followed by one or two digits is the decimal
 * comma or point; any other dot, comma or space groups thousands.
 */
export function parseEuros(typed: string): number | undefined {
  const text = typed.replace(/€|eur/gi, '').replace(/[\s\u00A0\u202F]/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return undefined;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '');
  // Thousands groups have three digits: "1.25.0" is a typo, not an amount.
  const grouped = decimal ? text.slice(0, decimal.index) : text;
  if (/[.,]/.test(grouped) && !/^[1-9]\d{0,2}([.,]\d{3})+$/.test(grouped)) return undefined;
  if (!/^\d+$/.test(whole) || whole.length > 8) return undefined;
  const cents = Number(whole) * 100 + (decimal ? Number(decimal[1]!.padEnd(2, '0')) : 0);
  return Number.isSafeInteger(cents) ? cents : undefined;
}
