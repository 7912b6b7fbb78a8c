import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { MessageId } from "./message-ids.ts";

/** A catalog part compiled ahead: each id's message as the ICU parser's elements. */
type CompiledMessages = Partial<Record<MessageId, MessageFormatElement[]>>;

/** Namespaces of English texts that arrive already written: the shared validation rules and the API's answers. */
const KNOWN_PREFIXES = ["validation.", "api."];

const LITERAL = 0;
const ARGUMENT = 1;

/** An English message with plain arguments, as a pattern that finds them in a written text. */
interface KnownPattern {
  id: MessageId;
  pattern: RegExp;
  names: string[];
}

export interface KnownTexts {
  /** English text -> its id, for the placeholder-free messages. */
  literal: Map<string, MessageId>;
  /** Messages made only of text and `{name}` arguments (a field's label, the characters it refused…). */
  patterns: KnownPattern[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The validation and API messages of the parts loaded, as the English a rule or the server writes. */
export function knownTexts(english: CompiledMessages): KnownTexts {
  const literal = new Map<string, MessageId>();
  const patterns: KnownPattern[] = [];
  for (const [id, message] of Object.entries(english)) {
    if (!message || !KNOWN_PREFIXES.some((prefix) => id.startsWith(prefix))) continue;
    const [only] = message;
    if (message.length === 1 && only?.type === LITERAL) {
      literal.set(only.value, id as MessageId);
      continue;
    }
    if (!message.every((element) => element.type === LITERAL || element.type === ARGUMENT)) continue;
    const names: string[] = [];
    const source = message
      .map((element) => {
        if (element.type === LITERAL) return escaped(element.value);
        names.push(element.value);
        return "(.+?)";
      })
      .join("");
    patterns.push({ id: id as MessageId, pattern: new RegExp(`^${source}$`, "s"), names });
  }
  return { literal, patterns };
}

/**
 * The id and values of a known English text: a whole message, or one with arguments whose values
 * are read back from the text (each value itself translated when it is a known message, such as
 * "postal code").
 */
export function recognise(
  known: KnownTexts,
  text: string,
): { id: MessageId; values: Record<string, string | { id: MessageId }> } | undefined {
  const id = known.literal.get(text);
  if (id) return { id, values: {} };
  for (const { id, pattern, names } of known.patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values: Record<string, string | { id: MessageId }> = {};
    names.forEach((name, index) => {
      const value = found[index + 1] ?? "";
      const valueId = known.literal.get(value);
      values[name] = valueId ? { id: valueId } : value;
    });
    return { id, values };
  }
  return undefined;
}
