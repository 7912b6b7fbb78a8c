/** Noon UTC of a stored letter day: printed in UTC, it is that day wherever the server runs. */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}
