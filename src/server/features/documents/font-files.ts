import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The fonts a letter is printed in, all shipped as TTF files in npm packages (nothing is fetched
 * at run time). A character is printed in the first family that has it, in this order; the PDF,
 * the Word file and the coverage data (scripts/generate-font-coverage.ts) all read this list.
 *
 * Han characters (simplified and traditional) and kana come from Noto Sans SC, which covers 30,890
 * characters; Noto Sans TC and JP would add only rare Extension B and compatibility ideographs, so
 * they are not bundled. Hangul needs Noto Sans KR. CJK bold text uses the regular weight, thickened
 * with a thin outline, so a letter never loads a second 10 MB font.
 */

export type FontWeight = "regular" | "bold";

/** Where Word looks for a run's font: Latin, East Asian or complex-script slot. */
export type WordSlot = "latin" | "eastAsia" | "complex";

export interface FontFamily {
  /** The family name, as Word and font menus show it. */
  name: string;
  /** The name the PDF renderer registers the regular weight under (bold adds "-Bold"). */
  key: string;
  files: { regular: string; bold?: string };
  /** Characters this family leaves to a later one when the later one has them. */
  defers?: (codePoint: number) => boolean;
  /** Shaped scripts: glyphs are substituted and reordered, so text extraction needs extra care. */
  shaped?: boolean;
  /** Shaping reorders glyphs within a left-to-right word (Devanagari vowel signs). */
  reorders?: boolean;
  /** The script is written right to left (Word marks its runs so). */
  rightToLeft?: boolean;
  /** Word's language tag for runs in this family's script, where one script means one language. */
  language?: string;
  wordSlot: WordSlot;
}

const require = createRequire(import.meta.url);
const packageDirectory = (name: string) => dirname(require.resolve(`${name}/package.json`));

function expoFont(slug: string, fileStem: string, weights: readonly FontWeight[]) {
  const directory = packageDirectory(`@expo-google-fonts/${slug}`);
  const file = (folder: string) => join(directory, folder, `${fileStem}_${folder}.ttf`);
  return { regular: file("400Regular"), ...(weights.includes("bold") ? { bold: file("700Bold") } : {}) };
}

const dejaVu = join(packageDirectory("dejavu-fonts-ttf"), "ttf");

/** Hebrew and Arabic blocks (with their presentation forms): DejaVu Sans has some, Noto has them all. */
const hebrewOrArabic = (codePoint: number) =>
  (codePoint >= 0x0590 && codePoint <= 0x08ff) ||
  (codePoint >= 0xfb1d && codePoint <= 0xfdff) ||
  (codePoint >= 0xfe70 && codePoint <= 0xfeff);

export const FONT_FAMILIES: readonly FontFamily[] = [
  {
    name: "DejaVu Sans",
    key: "DejaVuSans",
    files: { regular: join(dejaVu, "DejaVuSans.ttf"), bold: join(dejaVu, "DejaVuSans-Bold.ttf") },
    defers: hebrewOrArabic,
    wordSlot: "latin",
  },
  {
    name: "Noto Sans Arabic",
    key: "NotoSansArabic",
    files: expoFont("noto-sans-arabic", "NotoSansArabic", ["regular", "bold"]),
    shaped: true,
    rightToLeft: true,
    language: "ar-SA",
    wordSlot: "complex",
  },
  {
    name: "Noto Sans Hebrew",
    key: "NotoSansHebrew",
    files: expoFont("noto-sans-hebrew", "NotoSansHebrew", ["regular", "bold"]),
    shaped: true,
    rightToLeft: true,
    language: "he-IL",
    wordSlot: "complex",
  },
  {
    name: "Noto Sans Devanagari",
    key: "NotoSansDevanagari",
    files: expoFont("noto-sans-devanagari", "NotoSansDevanagari", ["regular", "bold"]),
    shaped: true,
    reorders: true,
    wordSlot: "complex",
  },
  {
    name: "Noto Sans Thai",
    key: "NotoSansThai",
    files: expoFont("noto-sans-thai", "NotoSansThai", ["regular", "bold"]),
    shaped: true,
    language: "th-TH",
    wordSlot: "complex",
  },
  {
    name: "Noto Sans SC",
    key: "NotoSansSC",
    files: expoFont("noto-sans-sc", "NotoSansSC", ["regular"]),
    wordSlot: "eastAsia",
  },
  {
    name: "Noto Sans KR",
    key: "NotoSansKR",
    files: expoFont("noto-sans-kr", "NotoSansKR", ["regular"]),
    wordSlot: "eastAsia",
  },
];

export const PRIMARY_FAMILY = FONT_FAMILIES[0] as FontFamily;
