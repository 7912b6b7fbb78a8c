import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * A server started with `--enable-source-maps` (npm start's flags) starts its bundled workers
 * without them: each worker would otherwise parse and keep the maps of every package it loads
 * (decision 0080). The main thread keeps its own.
 */
describe("startWorker", () => {
  it("starts a bundled worker without source maps while the main thread keeps them", () => {
    const here = new URL("./workers/main.js", import.meta.url).href;
    const startWorker = new URL("../../src/server/start-worker.ts", import.meta.url).href;
    const script = `
      const { startWorker } = await import(${JSON.stringify(startWorker)});
      const worker = startWorker(${JSON.stringify(here)}, "maps-probe-worker", {});
      const inWorker = await new Promise((resolve) => worker.once("message", resolve));
      await worker.terminate();
      console.log(JSON.stringify({ main: process.sourceMapsEnabled, worker: inWorker }));`;
    const run = spawnSync(
      process.execPath,
      ["--enable-source-maps", "--import", "tsx", "--input-type=module", "-e", script],
      { encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim())).toEqual({ main: true, worker: false });
  });
});
