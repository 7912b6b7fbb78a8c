import { MailProviderError } from "./mail-provider.ts";

/**
 * A small reader for LetterStream's XML replies (shapes in docs/decisions/0004-letterstream-wire-format.md).
 * It is strict about the XML (not well-formed, a DOCTYPE or an unknown entity throws
 * MailProviderError("unclear"): we never guess at a half-read answer) and about what the app acts
 * on (a message's type and code, one value per acted-on element), and passes over the rest.
 */
export interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
  /** The element's own text (entities decoded), without its children's. */
  text: string;
}

export interface ReplyEvent {
  status: string;
  at: string;
}

export interface ReplyMessage {
  type: "info" | "error";
  code: string;
  details: string;
  /** Every other leaf element of the message: authcode, batch, quantity, cost, job, status, tracking... */
  fields: ReadonlyMap<string, string>;
  /** The leaves of each `<doc>` entry (one per recipient: id, job, cost, tracking...). */
  docs: ReadonlyMap<string, string>[];
  /** Tracking events (`<events><event><status/><date/></event>...</events>`), oldest first. */
  events: ReplyEvent[];
}

const START_TAG = /<([A-Za-z_][\w.-]*)/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const END_TAG = /<\/([A-Za-z_][\w.-]*)\s*>/y;
const DECLARATION = /^\uFEFF?\s*<\?xml\s[^?]*\?>/;
const NAMED_ENTITIES = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
]);

function malformed(why: string): never {
  throw new MailProviderError("unclear", `LetterStream sent a reply we cannot read: ${why}`);
}

function decode(raw: string): string {
  return raw.replace(/&([^;&]*)(;?)/g, (_match, entity: string, semicolon: string) => {
    if (!semicolon) malformed("a bare '&'");
    const named = NAMED_ENTITIES.get(entity);
    if (named) return named;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(entity);
    const code = numeric ? (numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2])) : 0;
    if (code < 1 || code > 0x10ffff) malformed(`unknown entity &${entity};`);
    return String.fromCodePoint(code);
  });
}

function match(pattern: RegExp, source: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(source);
}

/**
 * Parses well-formed XML into its top-level elements: elements, attributes, text, CDATA,
 * comments; no DOCTYPE. Text between top-level elements is passed over.
 */
export function parseXml(source: string): XmlElement[] {
  const stack: XmlElement[] = [];
  const roots: XmlElement[] = [];
  let i = DECLARATION.exec(source)?.[0].length ?? 0;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    const text = source.slice(i, lt === -1 ? source.length : lt);
    const parent = stack.at(-1);
    if (parent) parent.text += decode(text);
    if (lt === -1) break;
    i = lt;
    if (source.startsWith("<!--", i)) {
      const end = source.indexOf("-->", i + 4);
      if (end === -1) malformed("an unclosed comment");
      i = end + 3;
    } else if (source.startsWith("<![CDATA[", i)) {
      const end = source.indexOf("]]>", i + 9);
      if (!parent || end === -1) malformed("a misplaced or unclosed CDATA section");
      parent.text += source.slice(i + 9, end);
      i = end + 3;
    } else if (source.startsWith("</", i)) {
      const end = match(END_TAG, source, i);
      const open = stack.pop();
      if (!end || !open || open.name !== end[1]) malformed(`an unexpected closing tag at ${i}`);
      i = END_TAG.lastIndex;
    } else {
      const start = match(START_TAG, source, i);
      if (!start) malformed(`a bad tag at ${i}`);
      const element: XmlElement = { name: start[1], attributes: new Map(), children: [], text: "" };
      i = START_TAG.lastIndex;
      for (let attribute = match(ATTRIBUTE, source, i); attribute; attribute = match(ATTRIBUTE, source, i)) {
        if (element.attributes.has(attribute[1])) malformed(`a repeated attribute ${attribute[1]}`);
        element.attributes.set(attribute[1], decode(attribute[2] ?? attribute[3]));
        i = ATTRIBUTE.lastIndex;
      }
      const end = match(TAG_END, source, i);
      if (!end) malformed(`a bad tag <${element.name}> at ${i}`);
      i = TAG_END.lastIndex;
      if (parent) parent.children.push(element);
      else roots.push(element);
      if (!end[1]) stack.push(element);
    }
  }
  if (stack.length > 0) malformed(`an unclosed <${stack.at(-1)?.name}>`);
  return roots;
}

/** Leaves the app acts on: two different values for one of them is a reply we cannot read. */
const ACTED_ON = new Set(["code", "authcode", "job", "id", "docid", "status", "tracking", "date"]);

/**
 * The leaf children of an element (no children of their own), by name. A name seen twice keeps
 * its first value, unless the app acts on it and the values differ. Other elements are left out.
 */
function readLeaves(element: XmlElement): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const child of element.children) {
    if (child.children.length > 0) continue;
    const value = child.text.trim();
    const earlier = leaves.get(child.name);
    if (earlier === undefined) leaves.set(child.name, value);
    else if (earlier !== value && ACTED_ON.has(child.name))
      malformed(`two different <${child.name}> in <${element.name}>: "${earlier}" and "${value}"`);
  }
  return leaves;
}

function readEvents(element: XmlElement): ReplyEvent[] {
  return element.children
    .filter((event) => event.name === "event")
    .map((event) => {
      const parts = readLeaves(event);
      const status = parts.get("status");
      const at = parts.get("date");
      if (!status || !at) malformed("an event without a status and a date");
      return { status, at };
    });
}

function readMessage(element: XmlElement): ReplyMessage {
  const type = element.attributes.get("type");
  if (type !== "info" && type !== "error") malformed("a <message> whose type is not info or error");
  const fields = readLeaves(element);
  const docs: ReadonlyMap<string, string>[] = [];
  const events: ReplyEvent[] = [];
  for (const child of element.children) {
    if (child.name === "doc" && child.children.length > 0) docs.push(readLeaves(child));
    if (child.name === "events") events.push(...readEvents(child));
  }
  const code = fields.get("code");
  if (!code) malformed("a message without a code");
  const details = fields.get("details") ?? "";
  fields.delete("code");
  fields.delete("details");
  fields.delete("events");
  return { type, code, details, fields, docs, events };
}

/** Every <message> in a tree, wherever it is wrapped (<messages>, <div>...), none inside another. */
function findMessages(element: XmlElement): XmlElement[] {
  if (element.name === "message") return [element];
  return element.children.flatMap(findMessages);
}

/**
 * Reads a whole reply: one or more `<message type="info|error">`, usually in `<messages>`, which
 * may itself be wrapped in `<div>`s, as may each message. Wrappers, text between elements and
 * elements the app does not act on are passed over; the XML must still be well-formed.
 */
export function parseReply(body: string): ReplyMessage[] {
  const messages = parseXml(body).flatMap(findMessages);
  if (messages.length === 0) malformed("no <message> in it");
  return messages.map(readMessage);
}
