import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { pseudoText } from "../../src/domain/i18n/pseudo-text.ts";

export { pseudoText };

/**
 * The pseudo-locale: the Spanish catalog with every letter swapped for an accented look-alike and
 * each message inside ⟦ ⟧. A page shown in it that still has a plain ASCII word (outside what is
 * English by design) shows text that does not come from the catalog: an untranslated string.
 */
function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

/** One compiled message in the pseudo-locale. */
export function pseudoMessage(elements: MessageFormatElement[]): MessageFormatElement[] {
  const mark = (value: string) => ({ type: TYPE.literal, value }) as MessageFormatElement;
  return [mark("⟦"), ...pseudoElements(elements), mark("⟧")];
}
