import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { partOf } from "../../src/client/i18n/catalog-parts.ts";

const PREFIX = "virtual:messages/";
const RESOLVED = "\0messages:";

/** Parses every ICU message of a catalog (id -> message) into the AST react-intl formats without a parser. */
export function compileCatalog(catalog: Record<string, string>) {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, parse(message)]));
}

/** The messages of one part of a catalog; an id that belongs to no part stops the build. */
export function catalogPart(catalog: Record<string, string>, part: string, file: string) {
  const entries = Object.entries(catalog).filter(([id]) => {
    const owner = partOf(id);
    if (!owner) throw new Error(`${file}: the message id "${id}" starts with no prefix of catalog-parts.ts.`);
    return owner === part;
  });
  return Object.fromEntries(entries);
}

/**
 * `import messages from "virtual:messages/es/site"` gives the `site` part of
 * src/client/i18n/messages/es.json compiled ahead, so the browser bundle carries no ICU parser
 * (the parser is aliased to its no-parser build).
 */
export function compiledMessages(messagesDir: string): Plugin {
  return {
    name: "compiled-messages",
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [language, part] = id.slice(RESOLVED.length).split("/");
      const file = path.join(messagesDir, `${language}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      return `export default ${JSON.stringify(compileCatalog(catalogPart(catalog, part ?? "", file)))};`;
    },
  };
}
