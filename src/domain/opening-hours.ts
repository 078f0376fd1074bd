/** Opening hours as the site settings keep them: "10:00-22:00" on weekdays and on Saturdays. */
export interface OpeningHours {
  weekdays: string;
  saturday: string;
}

/** The values the translated sentences interpolate: {{from}}–{{to}}, Saturdays {{satFrom}}–{{satTo}}. */
export function hoursForText(hours: OpeningHours) {
  const [from = '', to = ''] = hours.weekdays.split('-');
  const [satFrom = '', satTo = ''] = hours.saturday.split('-');
  return { from, to, satFrom, satTo };
}

/** Opening hours as a sentence shows them: "10:00-22:00" → "10:00–22:00". */
export const hoursRange = (range: string) => range.replace('-', '–');
