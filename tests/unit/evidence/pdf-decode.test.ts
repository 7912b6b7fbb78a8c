import { deflateSync } from "node:zlib";
import { PDFContext, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { OverBudget, unpackedSize, unpackWithin } from "../../../src/server/features/evidence/pdf-decode.ts";

const context = PDFContext.create();
const flate = (contents: Uint8Array, filter: string | string[] = "FlateDecode") =>
  PDFRawStream.of(
    context.obj({ Filter: Array.isArray(filter) ? filter.map((name) => PDFName.of(name)) : filter }),
    contents,
  );
const MB = 1024 * 1024;

describe("a stream's unpacked size, counted without keeping it", () => {
  it("counts what unpacking it whole gives, for small and large Flate streams", async () => {
    const noise = Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 7919) % 251));
    for (const content of [Buffer.from("BT /F1 12 Tf (Hello) Tj ET"), noise, Buffer.alloc(5 * MB, "x")]) {
      const stream = flate(deflateSync(content));
      expect(await unpackedSize(stream, 32 * MB)).toBe(content.length);
      expect(await unpackedSize(stream, 32 * MB)).toBe(unpackWithin(stream, 32 * MB).size);
    }
  });

  it("stops past the budget, as unpacking it whole does", async () => {
    const bomb = flate(deflateSync(Buffer.alloc(40 * MB), { level: 9 }));
    expect(() => unpackWithin(bomb, 32 * MB)).toThrow(OverBudget);
    await expect(unpackedSize(bomb, 32 * MB)).rejects.toBeInstanceOf(OverBudget);
  });

  it("counts damaged data as the most a lenient reader could unpack from it", async () => {
    const damaged = Buffer.from(deflateSync(Buffer.alloc(MB, "y")));
    damaged.fill(0xff, 20, 60);
    const stream = flate(damaged);
    expect(await unpackedSize(stream, 32 * MB)).toBe(unpackWithin(stream, 32 * MB).size);
    await expect(unpackedSize(stream, 1000)).rejects.toBeInstanceOf(OverBudget);
  });

  it("unpacks a chain of filters whole, and counts it the same", async () => {
    const content = Buffer.alloc(20_000, "z");
    const stream = flate(Buffer.from(deflateSync(content).toString("hex")), ["ASCIIHexDecode", "FlateDecode"]);
    expect(await unpackedSize(stream, 32 * MB)).toBe(content.length);
  });
});
