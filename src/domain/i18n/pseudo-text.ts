/**
 * The pseudo-locale's letters: Spanish shown with every ASCII letter swapped for an accented
 * look-alike, so a test sees at once any text that did not go through a translation.
 */
const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOOK_ALIKES = [..."áƀçďéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ"];

export function pseudoText(text: string): string {
  return [...text].map((char) => LOOK_ALIKES[PLAIN.indexOf(char)] ?? char).join("");
}

/** The cookie that turns Spanish into the pseudo-locale, for the browser and the API alike. */
export const PSEUDO_LOCALE_COOKIE = "pseudo-locale";
