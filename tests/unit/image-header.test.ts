import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { JPEG_MAX_SCANS, refusalFromHeader } from "../../src/server/features/evidence/image-header.ts";
import { blackPng, manyScanJpeg, progressiveJpeg } from "../helpers/bounded-images.ts";

describe("an image's header, read without decoding", () => {
  it("lets ordinary photos and screenshots through: baseline, progressive, CMYK, 16-bit, palette", async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const cmyk = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#aa0000" } })
      .toColourspace("cmyk")
      .jpeg()
      .toBuffer();
    const palette = await sharp({ create: { width: 1170, height: 2532, channels: 4, background: "#ffffffff" } })
      .png({ palette: true })
      .toBuffer();
    expect(refusalFromHeader(photo, "jpeg")).toBeNull();
    expect(refusalFromHeader(await progressiveJpeg(4000, 3000), "jpeg")).toBeNull();
    expect(refusalFromHeader(cmyk, "jpeg")).toBeNull();
    expect(refusalFromHeader(palette, "png")).toBeNull();
    expect(refusalFromHeader(blackPng(4000, 3000, 16, 2), "png")).toBeNull();
  });

  it("skips stray bytes before a marker, as libjpeg does", async () => {
    const jpeg = await progressiveJpeg();
    const firstSegmentEnd = 4 + jpeg.readUInt16BE(4);
    const sloppy = Buffer.concat([
      jpeg.subarray(0, firstSegmentEnd),
      Buffer.from([0, 0, 0]),
      jpeg.subarray(firstSegmentEnd),
    ]);
    expect(refusalFromHeader(sloppy, "jpeg")).toBeNull();
  });

  it("refuses by pixels, side, decode memory and scans", async () => {
    expect(refusalFromHeader(blackPng(8000, 5001, 8, 0), "png")).toBe("tooManyPixels");
    expect(refusalFromHeader(blackPng(39_999_000, 1, 16, 0), "png")).toBe("tooLarge");
    expect(refusalFromHeader(blackPng(6000, 6000, 16, 6), "png")).toBe("tooLarge");
    expect(refusalFromHeader(await manyScanJpeg(JPEG_MAX_SCANS), "jpeg")).toBe("tooManyScans");
  });

  it("calls a header cut short, or scans before any frame, unreadable", async () => {
    const jpeg = await progressiveJpeg();
    expect(refusalFromHeader(jpeg.subarray(0, 20), "jpeg")).toBe("unreadable");
    expect(refusalFromHeader(blackPng(10, 10, 8, 2).subarray(0, 20), "png")).toBe("unreadable");
  });
});
