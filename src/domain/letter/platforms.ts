/** The platforms a letter can be about, in the one order every list and subject line uses. */
export const PLATFORMS = ["Instagram", "Facebook", "Threads", "WhatsApp"] as const;
export type Platform = (typeof PLATFORMS)[number];

export function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}
