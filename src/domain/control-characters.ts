// biome-ignore-all lint/suspicious/noControlCharactersInRegex: this module names the control characters that inputs refuse.

/** C0 and C1 control characters and DEL: never in a one-line field (names, captions, searches, file names). */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The same, but a line break is allowed: notes and reasons of a few lines. */
export const CONTROL_CHARACTER_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** The same, but tabs and line breaks are allowed: a letter's paragraphs. */
export const CONTROL_CHARACTER_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Every match of `pattern` removed from `text`. */
export function withoutMatches(text: string, pattern: RegExp): string {
  return text.replace(new RegExp(pattern.source, "g"), "");
}

/**
 * Characters that change how the text around them is shown without showing themselves: bidi
 * embeddings, overrides and isolates, direction marks (U+200E, U+200F and the Arabic letter mark
 * U+061C), zero-width spaces, invisible operators, the byte-order mark, line and paragraph
 * separators, interlinear annotation marks, the Mongolian vowel separator, Hangul fillers and tag
 * characters (U+E0000-U+E007F, which spell hidden text). With them "\u202egnp.exe" is shown as
 * "exe.png". Zero-width joiners and non-joiners between two letters are kept: Persian, Arabic and
 * Indic names need them.
 */
export const DISGUISING_CHARACTER =
  /[\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]|(?<![\p{L}\p{M}])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{M}])/u;

/** What a field with one of them is told. */
export function disguisingMessage(label: string): string {
  return `${label} cannot contain invisible or direction-changing characters (such as a right-to-left override or a zero-width space). Type it again without them.`;
}
