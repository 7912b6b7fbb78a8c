import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { readCatalogPart, strayIds } from "../../scripts/i18n/compiled-messages-plugin.ts";
import { EMAIL_SUPPORT_MEANING, PRIORITY_SUPPORT_MEANING } from "../../src/domain/accounts/support-promises.ts";
import { CATALOG_PARTS, partOf } from "../../src/client/i18n/catalog-parts.ts";
import { LANGUAGES } from "../../src/domain/i18n/languages.ts";

const MESSAGES_DIR = new URL("../../src/client/i18n/messages", import.meta.url).pathname;
const PART_NAMES = Object.keys(CATALOG_PARTS);

/** One language's whole catalog: every part's file, merged. */
const read = (language: string): Record<string, string> =>
  Object.assign({}, ...PART_NAMES.map((part) => readCatalogPart(MESSAGES_DIR, language, part).catalog));

const catalogs = Object.fromEntries(LANGUAGES.map((language) => [language, read(language)]));
const english = catalogs.en as Record<string, string>;

/** Placeholders and tags of a message, with their kind (a plural stays a plural), sorted. */
function slots(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.push(`${TYPE[element.type]}:${element.value}`);
    if (element.type === TYPE.tag) slots(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) slots(option.value, into);
    }
  }
  return [...new Set(into)].sort();
}

describe("the message catalogs", () => {
  for (const language of LANGUAGES.filter((language) => language !== "en")) {
    const catalog = catalogs[language] as Record<string, string>;

    it(`${language} has exactly the ids of en`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${language} has the placeholders and tags of en, message by message`, () => {
      const differing = Object.keys(english).filter(
        (id) => catalog[id] !== undefined && slots(parse(catalog[id])).join() !== slots(parse(english[id])).join(),
      );
      expect(differing).toEqual([]);
    });

    it(`${language} has no empty message`, () => {
      expect(Object.entries(catalog).filter(([, message]) => !message.trim())).toEqual([]);
    });
  }

  it("every message parses as ICU", () => {
    for (const catalog of Object.values(catalogs)) {
      for (const message of Object.values(catalog)) expect(() => parse(message)).not.toThrow();
    }
  });

  it("every id sits in the file of its part, which the build serves on its own", () => {
    expect(Object.keys(english).filter((id) => partOf(id) === undefined)).toEqual([]);
    for (const language of LANGUAGES) {
      for (const part of PART_NAMES) expect(readCatalogPart(MESSAGES_DIR, language, part).catalog).toBeTypeOf("object");
    }
    expect(strayIds({ "stray.id": "x", "landing.title": "y" }, "site")).toEqual(["stray.id"]);
    expect(strayIds({ "landing.title": "y" }, "auth")).toEqual(["landing.title"]);
  });

  it("the English plan notes say what support-promises.ts says, word for word", () => {
    expect(english["landing.pricing.digital.emailSupportNote"]).toBe(EMAIL_SUPPORT_MEANING);
    expect(english["landing.pricing.mail.prioritySupportNote"]).toBe(PRIORITY_SUPPORT_MEANING);
  });

  it("a message whose placeholders differ is caught", () => {
    expect(slots(parse("Hola, {nombre}"))).not.toEqual(slots(parse("Welcome, {name}")));
    expect(slots(parse("<strong>{email}</strong>"))).toEqual(slots(parse("x <strong>{email}</strong> y")));
  });
});
