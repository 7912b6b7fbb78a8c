/**
 * The server's memory (RSS) on the embedded database while attackers with paid letters upload
 * hostile and large ordinary files and ask for case records without pause, with /healthz asked
 * every 20 ms meanwhile (decision 0036). Needs the built product (npm run build), started as
 * `npm start` starts it, heap cap included. Options: --seconds N (default 40), --port P (default 5823).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hugePng } from "../../tests/helpers/evidence-files.ts";
import { inflatingPdf } from "../../tests/helpers/hostile-files.ts";
import { noisyPdf, noisyPng } from "../../tests/helpers/noisy-files.ts";
import { payingUser, pollHealth } from "./hostile-work.ts";
import { percentiles } from "./load.ts";
import { benchServerEnv, runScript, startServer, withPeak } from "./server-process.ts";
import { settledRss } from "./startup.ts";

const ATTACKERS = 4;
const TARGET_MB = 300;

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};

runScript(async () => {
  const seconds = option("--seconds", 40);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-memory-uploads-"));
  const server = await startServer({
    port: option("--port", 5823),
    env: { ...benchServerEnv, DATABASE_URL: "", DATA_DIR: dataDir },
  });
  try {
    const attackers = await Promise.all(Array.from({ length: ATTACKERS }, (_, index) => payingUser(server.url, index)));
    const steadyMb = await settledRss(server);
    const hostile = { png: hugePng(), pdf: inflatingPdf() };
    const answers: Record<string, number> = {};
    let attacking = true;
    const attacks = attackers.map(async (attacker) => {
      for (let round = 0; attacking; round++) {
        const kind = ["huge png", "inflating pdf", "3.2 MB png", "3.5 MB pdf", "20-page scan", "case record"][
          round % 6
        ];
        const status =
          kind === "huge png"
            ? await attacker.upload("huge.png", "image/png", hostile.png)
            : kind === "inflating pdf"
              ? await attacker.upload("inflating.pdf", "application/pdf", hostile.pdf)
              : kind === "3.2 MB png"
                ? await attacker.upload("screen.png", "image/png", await noisyPng(1050, 1020))
                : kind === "3.5 MB pdf"
                  ? await attacker.upload("scan.pdf", "application/pdf", await noisyPdf(1, 1080))
                  : kind === "20-page scan"
                    ? await attacker.upload("scan.pdf", "application/pdf", await noisyPdf(20, 250))
                    : await attacker.caseRecord();
        const key = `${kind} ${status}`;
        answers[key] = (answers[key] ?? 0) + 1;
      }
    });
    const { result: health, peak } = await withPeak(() => server.rssMb(), pollHealth(server.url, seconds * 1000), 100);
    attacking = false;
    await Promise.all(attacks);
    const afterMb = await settledRss(server);
    const { p50, p99 } = percentiles(health);
    console.log(
      [
        `## Memory on PGlite under hostile uploads and case records (${seconds} s)`,
        `${ATTACKERS} attackers upload a 30000×30000 PNG, a PDF that inflates to 64 MB, a 3.2 MB PNG, a 3.5 MB PDF and a 20-page scan of noise, and ask for their case records, without pause. Answers: ${Object.entries(
          answers,
        )
          .sort()
          .map(([key, n]) => `${key}: ${n}`)
          .join(", ")}.`,
        "",
        "| RSS steady MB | RSS peak MB | RSS after MB | target MB | /healthz p50 ms | p99 ms | result |",
        "|---|---|---|---|---|---|---|",
        `| ${steadyMb.toFixed(0)} | ${peak.toFixed(0)} | ${afterMb.toFixed(0)} | ${TARGET_MB} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${peak <= TARGET_MB ? "met" : "not met"} |`,
      ].join("\n"),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
