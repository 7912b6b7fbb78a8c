// The server from its TypeScript source, for the letter-save comparison (letter-saves.ts). With
// BENCH_PAGE_COUNT=render, each save counts its pages from a whole rendered PDF, as before
// decision 0019; otherwise it runs as shipped.
import { register } from "tsx/esm/api";

register();
if (process.env.BENCH_PAGE_COUNT === "render") {
  const { countLetterPagesByRendering } = await import("../../src/server/features/letters/check-letter-length.ts");
  countLetterPagesByRendering();
}
await import("../../src/server/main.ts");
