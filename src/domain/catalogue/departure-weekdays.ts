/** Whether a service with these departure weekdays (bit 0 Sunday … bit 6 Saturday) leaves on a day (YYYY-MM-DD). */
export function departsOn(weekdays: number, day: string): boolean {
  return (weekdays & (1 << new Date(`${day}T00:00:00Z`).getUTCDay())) !== 0;
}
