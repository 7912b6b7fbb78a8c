import { MailProviderError } from "./mail-provider.ts";

/**
 * A small, strict reader for LetterStream's XML replies (shapes in
 * docs/decisions/0004-letterstream-wire-format.md). Anything that is not well-formed, or not
 * shaped as a reply, throws MailProviderError("unclear"): we never guess at a half-read answer.
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
  /** Every other leaf element of the message: authcode, price, batch, job, status, tracking... */
  fields: ReadonlyMap<string, string>;
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

/** Parses one XML document: elements, attributes, text, CDATA, comments; no DOCTYPE. */
export function parseXml(source: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let i = DECLARATION.exec(source)?.[0].length ?? 0;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    const text = source.slice(i, lt === -1 ? source.length : lt);
    const parent = stack.at(-1);
    if (parent) parent.text += decode(text);
    else if (text.trim()) malformed("text outside the root element");
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
      if (root && !parent) malformed("a second root element");
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
      else root = element;
      if (!end[1]) stack.push(element);
    }
  }
  if (!root) malformed("no root element");
  if (stack.length > 0) malformed(`an unclosed <${stack.at(-1)?.name}>`);
  return root;
}

function leafText(element: XmlElement): string {
  if (element.children.length > 0) malformed(`unexpected elements inside <${element.name}>`);
  return element.text.trim();
}

function readEvents(element: XmlElement): ReplyEvent[] {
  if (element.text.trim()) malformed("text inside <events>");
  return element.children.map((event) => {
    if (event.name !== "event" || event.text.trim()) malformed(`an unexpected <${event.name}> inside <events>`);
    const parts = new Map(event.children.map((child) => [child.name, leafText(child)]));
    const status = parts.get("status");
    const at = parts.get("date");
    if (!status || !at || event.children.length !== 2) malformed("an event without exactly one status and date");
    return { status, at };
  });
}

function readMessage(element: XmlElement): ReplyMessage {
  const type = element.attributes.get("type");
  if (element.name !== "message" || (type !== "info" && type !== "error")) malformed(`an unexpected <${element.name}>`);
  if (element.text.trim()) malformed("text inside <message>");
  const fields = new Map<string, string>();
  let events: ReplyEvent[] | undefined;
  for (const child of element.children) {
    if (fields.has(child.name) || (child.name === "events" && events)) malformed(`a repeated <${child.name}>`);
    if (child.name === "events") events = readEvents(child);
    else fields.set(child.name, leafText(child));
  }
  const code = fields.get("code");
  if (!code) malformed("a message without a code");
  const details = fields.get("details") ?? "";
  fields.delete("code");
  fields.delete("details");
  return { type, code, details, fields, events: events ?? [] };
}

/** Reads a whole reply: `<messages>` holding one or more `<message type="info|error">`. */
export function parseReply(body: string): ReplyMessage[] {
  const root = parseXml(body);
  if (root.name !== "messages" || root.text.trim()) malformed(`the root is <${root.name}>, not <messages>`);
  if (root.children.length === 0) malformed("no messages");
  return root.children.map(readMessage);
}
