import { deflateSync } from "node:zlib";
import type { LetterBlock, SignatureMark } from "../../../src/domain/letter/blocks.ts";

/** A letter built straight from blocks (independent of the template's wording); override what a test cares about. */
export interface LetterBlocksOptions {
  name?: string;
  city?: string;
  story?: string[];
  mailing?: string;
  mark?: SignatureMark;
  enclosures?: string[];
}

export function letterBlocks(options: LetterBlocksOptions = {}): LetterBlock[] {
  const name = options.name ?? "Jane Doe";
  const city = options.city ?? "Springfield";
  const blocks: LetterBlock[] = [
    { kind: "sender", lines: [name, "123 Main St", `${city}, IL 62701`, "jane@example.com", "(555) 123-4567"] },
    { kind: "date", text: "November 22, 2026" },
    ...(options.mailing ? [{ kind: "mailing" as const, text: options.mailing }] : []),
    {
      kind: "recipient",
      lines: ["Meta Platforms, Inc.", "Attn: Legal Department", "1 Meta Way", "Menlo Park, CA 94025"],
    },
    { kind: "subject", text: "Subject: Formal demand for reinstatement: Instagram account “jane.doe”" },
    { kind: "paragraph", text: "To Meta Platforms, Inc.:" },
    { kind: "heading", text: "Who I am" },
    { kind: "paragraph", text: `My name is ${name}. I live at 123 Main St, ${city}, IL 62701.` },
    { kind: "heading", text: "What happened" },
    { kind: "paragraph", text: "This is how losing this account has affected me, in my own words:" },
    { kind: "quote", paragraphs: options.story ?? ["I lost ten years of family photos."] },
    { kind: "heading", text: "What I ask you to do" },
    {
      kind: "list",
      style: "numbered",
      items: [
        "Restore my Instagram account and all of its content.",
        "Have a person, not only an automated system, review the decision.",
      ],
    },
    { kind: "paragraph", text: "I would rather settle this with you directly." },
    { kind: "signature", closing: "Sincerely,", name, ...(options.mark ? { mark: options.mark } : {}) },
  ];
  if (options.enclosures) blocks.push({ kind: "enclosures", items: options.enclosures });
  return blocks;
}

/** A paragraph of the user's own words, about `length` characters long. */
export function longStory(length: number): string {
  const sentence = "Losing the account cut me off from customers, family photos and years of messages. ";
  return sentence
    .repeat(Math.ceil(length / sentence.length))
    .slice(0, length)
    .trim();
}

/** A drawn signature: a 120 x 40 RGBA PNG with a dark zigzag stroke on a transparent ground. */
export function signaturePng(): string {
  const width = 120;
  const height = 40;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4); // filter byte 0, then RGBA pixels
    for (let x = 0; x < width; x += 1) {
      const strokeY = 20 + 14 * Math.sin(x / 8);
      if (Math.abs(y - strokeY) < 2) row.set([0x1a, 0x23, 0x7e, 0xff], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString("base64")}`;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
