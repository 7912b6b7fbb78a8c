import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { pseudoMessage } from "./pseudo-locale.ts";
import { CATALOG_PARTS, partOf } from "../../src/client/i18n/catalog-parts.ts";

const PREFIX = "virtual:messages/";
const RESOLVED = "\0messages:";
const PSEUDO = "pseudo";

/** Parses every ICU message of a catalog (id -> message) into the AST react-intl formats without a parser. */
export function compileCatalog(catalog: Record<string, string>) {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, parse(message)]));
}

/** The ids of a part's file that do not start with one of the part's prefixes (catalog-parts.ts). */
export function strayIds(catalog: Record<string, string>, part: string): string[] {
  return Object.keys(catalog).filter((id) => partOf(id) !== part);
}

/** One part of one language's catalog, read from `<messagesDir>/<language>/<part>.json` and checked. */
export function readCatalogPart(messagesDir: string, language: string, part: string) {
  if (!(part in CATALOG_PARTS)) throw new Error(`catalog-parts.ts has no part named "${part}".`);
  const file = path.join(messagesDir, language, `${part}.json`);
  const catalog = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const stray = strayIds(catalog, part);
  if (stray.length > 0)
    throw new Error(`${file}: ids outside the part's prefixes (catalog-parts.ts): ${stray.join(", ")}`);
  return { file, catalog };
}

/**
 * `import messages from "virtual:messages/es/site"` gives src/client/i18n/messages/es/site.json
 * compiled ahead, so the browser bundle carries no ICU parser (the parser is aliased to its
 * no-parser build).
 */
export function compiledMessages(messagesDir: string): Plugin {
  return {
    name: "compiled-messages",
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [language = "", part = ""] = id.slice(RESOLVED.length).split("/");
      // The pseudo-locale is Spanish made recognisable (pseudo-locale.ts), for the test of untranslated text.
      const pseudo = language === PSEUDO;
      const { file, catalog } = readCatalogPart(messagesDir, pseudo ? "es" : language, part);
      this.addWatchFile(file);
      const compiled = compileCatalog(catalog);
      const messages = pseudo
        ? Object.fromEntries(Object.entries(compiled).map(([key, message]) => [key, pseudoMessage(message)]))
        : compiled;
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
