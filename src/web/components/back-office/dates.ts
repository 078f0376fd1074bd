/** A moment as the team reads it: Madrid time, short date and time, in the back office's language. */
export function dateTime(iso: string, language: string | undefined): string {
  return new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'es-ES', {
    timeZone: 'Europe/Madrid',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}
