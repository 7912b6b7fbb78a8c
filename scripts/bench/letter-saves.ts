import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchDatabase } from "./bench-database.ts";
import { percentiles } from "./load.ts";
import { emptyLatencies, type FlowResult, purchaseOnce, runPurchaseFlows } from "./purchase-flow.ts";
import { benchServerEnv, startServer } from "./server-process.ts";

/** How a save counts the letter's pages: laid out without drawing (as shipped), or from a whole rendered PDF (before decision 0019). */
type PageCount = "layout" | "render";

const LABELS: Record<PageCount, string> = {
  render: "old: a whole PDF rendered per save",
  layout: "new: laid out, not drawn",
};

/**
 * The same purchase flows (register, create letter, checkout, pay, confirm, download PDF) against
 * two servers started in turn from the same source on fresh PostgreSQL databases, one counting
 * pages on save the old way and one the new: only the page count differs between them.
 */
export async function compareLetterSaves(options: { users: number; seconds: number; port: number }): Promise<string> {
  const results: Array<[PageCount, FlowResult]> = [];
  for (const mode of ["render", "layout"] as const) results.push([mode, await runOnce(mode, options)]);
  const row = ([mode, result]: [PageCount, FlowResult]) => {
    const save = percentiles(result.latencies["create letter"]);
    const download = percentiles(result.latencies["download PDF"]);
    const checkout = percentiles(result.latencies.checkout);
    const cells = [
      LABELS[mode],
      result.latencies["create letter"].length,
      save.p50.toFixed(0),
      save.p99.toFixed(0),
      checkout.p50.toFixed(0),
      download.p50.toFixed(0),
      (result.flows / result.seconds).toFixed(1),
      result.errors.length,
    ];
    return `| ${cells.join(" | ")} |`;
  };
  return [
    `## Saving a letter: ${options.users} users buying for ${options.seconds} s, the page count old and new`,
    "Two servers run one after the other from the same TypeScript source (production mode, PostgreSQL, a fresh database each, one warm-up purchase first); they differ only in how a save counts the letter's pages (decision 0019). Checkout renders nothing: its time is what any request waits on the loaded server. Target: create letter p50 under 150 ms.",
    "",
    "| page count on save | create letter requests | p50 ms | p99 ms | checkout p50 ms | download PDF p50 ms | flows per second | errors |",
    "|---|---|---|---|---|---|---|---|",
    ...results.map(row),
  ].join("\n");
}

async function runOnce(mode: PageCount, options: { users: number; seconds: number; port: number }) {
  const database = await createBenchDatabase(`saves_${mode}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-saves-"));
  const server = await startServer({
    port: options.port,
    env: { ...benchServerEnv, DATABASE_URL: database.url, DATA_DIR: dataDir, BENCH_PAGE_COUNT: mode },
    entry: "scripts/bench/letter-save-server.mjs",
  });
  try {
    /* Starts the render worker and loads its fonts before the clock runs. */
    await purchaseOnce(server.url, `saves-warm-up-${mode}-${process.pid}@example.com`, emptyLatencies());
    return await runPurchaseFlows(server.url, { users: options.users, seconds: options.seconds });
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
