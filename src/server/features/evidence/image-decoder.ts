/**
 * The image decoder's own process: decodes one uploaded image at a time, every pixel, and answers
 * whether it could. Its parent counts this process's CPU time and kills it past the limit, which
 * is safe for a process as it is not for a thread inside libvips (decision 0023).
 */
import sharp from "sharp";

sharp.concurrency(1);
sharp.cache(false);

process.on("message", async ({ id, bytes, maxPixels }: { id: number; bytes: Uint8Array; maxPixels: number }) => {
  try {
    /* stats() reads every pixel (every scan of a progressive JPEG) and keeps none of them. */
    await sharp(Buffer.from(bytes), { limitInputPixels: maxPixels, failOn: "error", sequentialRead: true }).stats();
    process.send?.({ id, ok: true });
  } catch (error) {
    process.send?.({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});

process.send?.({ ready: true });
