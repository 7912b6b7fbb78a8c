import bidiFactory from "bidi-js";

/**
 * How a paragraph's bidi levels are found (UAX #9), with one higher-level rule (HL3): a sentence
 * written wholly in the other direction than its paragraph is set as an isolate, as if it were
 * wrapped in LRI…PDI (or RLI…PDI). Its full stop, brackets and numbers then stay with it: an
 * English sentence inside an Arabic paragraph ends with its full stop on its right, where the
 * plain algorithm gives the stop to the paragraph and puts it on the English sentence's left.
 * In a sentence with letters of both directions, each stretch written in the other direction
 * (from its first letter to its last, with no letter of the paragraph's direction between) is
 * isolated the same way, as a page would wrap a name in <bdi>: "Sender: ليلى حداد, 12 Market St"
 * keeps its comma and house number after the name, where the plain algorithm pulls "12" into the
 * Arabic and prints "12 ,ليلى حداد Market St".
 */

const bidi = bidiFactory();

const LRI = "\u2066";
const RLI = "\u2067";
const PDI = "\u2069";

const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

export type Strong = "ltr" | "rtl";

function strongType(character: string): Strong | undefined {
  const type = bidi.getBidiCharTypeName(character);
  if (type === "L") return "ltr";
  if (type === "R" || type === "AL") return "rtl";
  return undefined;
}

/** The direction of the first strong character (a letter of a left-to-right or right-to-left script). */
export function firstStrong(text: string): Strong | undefined {
  for (const character of text) {
    const strong = strongType(character);
    if (strong) return strong;
  }
  return undefined;
}

/** The one direction all of the text's strong characters share, or undefined (none, or both). */
function onlyDirection(text: string): Strong | undefined {
  let found: Strong | undefined;
  for (const character of text) {
    const strong = strongType(character);
    if (!strong) continue;
    if (found && strong !== found) return undefined;
    found = strong;
  }
  return found;
}

/** The stretches of `text` between `from` and `to` written in the other direction than `base`, first letter to last. */
function otherStretches(text: string, from: number, to: number, base: Strong) {
  const stretches: Array<{ start: number; end: number; own: Strong }> = [];
  let open: { start: number; end: number; own: Strong } | undefined;
  let index = from;
  for (const character of text.slice(from, to)) {
    const strong = strongType(character);
    const end = index + character.length;
    if (strong === base) open = undefined;
    else if (strong) {
      if (open) open.end = end;
      else {
        open = { start: index, end, own: strong };
        stretches.push(open);
      }
    }
    index = end;
  }
  return stretches;
}

/**
 * The text with its isolates added (HL3 above), and where each of its own UTF-16 units went in it.
 * The PDF's bidi levels are computed on this text; a page that shows the text as HTML shows this
 * text, and the browser's own bidi algorithm then lays it out as the PDF does.
 */
export function isolateStretches(text: string, base: Strong): { marked: string; at: Uint32Array } {
  let marked = "";
  const at = new Uint32Array(text.length);
  const copy = (from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      at[index] = marked.length;
      marked += text[index];
    }
  };
  const isolate = (from: number, to: number, own: Strong) => {
    marked += own === "rtl" ? RLI : LRI;
    copy(from, to);
    marked += PDI;
  };
  for (const { segment, index } of sentences.segment(text)) {
    const contentEnd = index + segment.trimEnd().length;
    const own = onlyDirection(segment);
    if (own === undefined) {
      let at = index;
      for (const stretch of otherStretches(text, index, contentEnd, base)) {
        copy(at, stretch.start);
        isolate(stretch.start, stretch.end, stretch.own);
        at = stretch.end;
      }
      copy(at, contentEnd);
    } else if (own !== base) isolate(index, contentEnd, own);
    else copy(index, contentEnd);
    copy(contentEnd, index + segment.length);
  }
  return { marked, at };
}

/** A paragraph's text as a browser should be given it to read it as the PDF prints it (with `dir` set to `base`). */
export function withIsolates(text: string, base: Strong): string {
  return /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.test(text) ? isolateStretches(text, base).marked : text;
}
