/** A drawn signature arrives as a PNG data URL; these checks run in the browser and on the server. */

const PREFIX = "data:image/png;base64,";
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MAX_SIDE = 4000;

/** The first bytes of a base64 string (enough to read the PNG header), or undefined if it does not decode. */
function headBytes(base64: string, count: number): number[] | undefined {
  try {
    return Array.from(atob(base64.slice(0, Math.ceil(count / 3) * 4)), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** True for a base64 PNG data URL whose header says it is a PNG of sensible size. */
export function isSignaturePng(value: string): boolean {
  if (!value.startsWith(PREFIX)) return false;
  const body = value.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return false;
  const bytes = headBytes(body, 24);
  if (!bytes || bytes.length < 24) return false;
  if (PNG_MAGIC.some((byte, index) => bytes[index] !== byte)) return false;
  const word = (at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
  const width = word(16);
  const height = word(20);
  return width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE;
}
