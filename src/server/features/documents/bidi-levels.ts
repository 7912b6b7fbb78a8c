import bidiFactory from "bidi-js";
import { firstStrong, isolateStretches, type Strong } from "../../../domain/letter/bidi-isolates.ts";

/** Bidi embedding levels for one paragraph (UAX #9), its stretches isolated as `bidi-isolates.ts` describes. */
const bidi = bidiFactory();

export interface BidiLevels {
  /** One level per UTF-16 unit of the text: even left to right, odd right to left. */
  levels: Uint8Array;
  /** The paragraph's base direction is right to left. */
  rtl: boolean;
}

/** Levels for `text` (no line breaks in it); "auto" takes the base direction from the first strong character. */
export function bidiLevels(text: string, direction: "auto" | "ltr"): BidiLevels {
  const rtl = direction === "auto" && firstStrong(text) === "rtl";
  const base: Strong = rtl ? "rtl" : "ltr";
  const { marked, at } = isolateStretches(text, base);
  const embedding = bidi.getEmbeddingLevels(marked, base);
  const levels = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) levels[index] = embedding.levels[at[index] as number] as number;
  return { levels, rtl };
}
