import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVIDENCE_MAX_FILES } from "../../src/domain/case/evidence.ts";
import { hugePng, plainPdf } from "../helpers/evidence-files.ts";
import { inflatingPdf } from "../helpers/hostile-files.ts";
import { noisyPdf, noisyPng } from "../helpers/noisy-files.ts";
import { scaled } from "../timeouts.ts";
import {
  medianOf,
  type PayingCustomer,
  p99Of,
  payingCustomer,
  readCaseRecord,
  rssMb,
  timed,
  uploadEvidence,
} from "./paying-customer.ts";
import { createProcessDatabase, type ProcessDatabase } from "./process-database.ts";
import { killAllServers, outputOf, type ServerProcess, sleep, startBuiltServer } from "./server-process.ts";

/**
 * The built server, started with `npm start`'s Node flags and allocator settings, under a fixed
 * amount of hostile work: three customers with paid letters each send the same rounds of hostile
 * and large ordinary files and case records, however long the machine takes to answer them. Its
 * resident memory is read every 100 ms; /healthz and another customer's ordinary upload are timed
 * at rest and during the attack in the same test, so a machine busy with other work slows both.
 * The bounds come from measurement (decision 0072).
 *
 * The target is 300 MB and is NOT met: this fixed work peaked at 408-435 MB on PGlite and 307-336 MB on
 * PostgreSQL, with two render workers and the file worker alive. One render worker now serves page
 * counts, renders and previews and case records have their own (decision 0081): the peak measured
 * 342-374 MB on PGlite before and after that change alike. With PGlite's buffers at 4 MB (decision
 * 0089) it peaked at 307-333 MB on PGlite; the PGlite bound is that with room for allocator noise and
 * a loaded machine (decision 0086 measured up to 394 MB at load average 10 before both changes).
 * With one copy of an uploaded PDF (decision 0090) it peaked at 329-378 MB on PGlite and 297-301 MB
 * on PostgreSQL, against 349-399 and 298-318 in the same hour: lower at the median, not apart from
 * the spread of runs, so the bounds stay. Lower them again when the target is reached.
 */
const RSS_BOUND_MB = { pglite: 420, postgres: 380 };
/**
 * /healthz's p99 under attack against its p99 at rest; at rest under the floor counts as the floor.
 * Measured 185-905 ms under this mix at load average 13-27, up to 33 times a lucky 21 ms at rest:
 * the bound (at least 1 s) catches an event loop held for seconds, not the 250 ms target.
 */
const HEALTH_RATIO_TO_REST = 40;
const REST_HEALTH_FLOOR_MS = 25;
/**
 * The neighbour's slowest upload under attack against the median of three at rest. One file worker
 * serves everyone in turn, so under attack an upload waits for the attackers' files ahead of it
 * (up to 12 s against 68-142 ms at rest, measured at load average 26): the bound holds it to an
 * answer before the pool's own 10 s wait limit plus its own file, never starved, not to its speed at rest.
 */
const UPLOAD_RATIO_TO_REST = 20;
const REST_UPLOAD_FLOOR_MS = 1_000;
const ATTACKERS = 3;
const ROUNDS = 2;
const SAMPLE_MS = 100;

/** A folder inside the project, so the bundle finds its packages in node_modules. */
const builtDir = path.resolve("scratch", `memory-budget-${process.pid}`);

type File = { name: string; type: string; bytes: Buffer };

describe.runIf(process.platform === "linux")("the built server's memory under hostile work", () => {
  let database: ProcessDatabase;
  let server: ServerProcess;
  let neighbour: PayingCustomer;
  const attackers: PayingCustomer[] = [];
  let files: File[];

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ["scripts/build-server.mjs", builtDir], { encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
    database = await createProcessDatabase();
    server = await startBuiltServer("memory", database.env, builtDir);
    for (let index = 0; index < ATTACKERS; index++) attackers.push(await payingCustomer(server));
    neighbour = await payingCustomer(server);
    files = [
      { name: "huge.png", type: "image/png", bytes: hugePng() },
      { name: "inflating.pdf", type: "application/pdf", bytes: inflatingPdf() },
      { name: "screen.png", type: "image/png", bytes: await noisyPng(1050, 1020) },
      { name: "scan.pdf", type: "application/pdf", bytes: await noisyPdf(1, 1080) },
    ];
  }, scaled(240_000));
  afterAll(async () => {
    await killAllServers();
    await database?.close();
    rmSync(builtDir, { recursive: true, force: true });
  });

  /** The neighbour's ordinary upload: a one-page reply, new bytes each time so none is a retry. */
  let replies = 0;
  async function neighbourUpload() {
    const bytes = await plainPdf(`Reply number ${++replies}: we reviewed your account.`);
    return timed(() => uploadEvidence(server, neighbour, { name: "reply.pdf", type: "application/pdf", bytes }));
  }

  async function healthTimes(until: () => boolean): Promise<number[]> {
    const times: number[] = [];
    while (!until()) {
      times.push((await timed(() => fetch(`${server.url}/healthz`).then((reply) => reply.arrayBuffer()))).ms);
      await sleep(25);
    }
    return times;
  }

  /** Each attacker's rounds: every hostile and large file once, then the case record. */
  async function attack(attacker: PayingCustomer, offset: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let step = 0; step < ROUNDS * (files.length + 1); step++) {
      const which = (step + offset) % (files.length + 1);
      statuses.push(
        which === files.length
          ? await readCaseRecord(server, attacker)
          : await uploadEvidence(server, attacker, files[which]),
      );
    }
    return statuses;
  }

  it(
    `stays under its memory bound, answers every request, keeps /healthz and another customer's upload within a ratio of their time at rest`,
    async () => {
      const samples: number[] = [];
      const sampler = setInterval(() => {
        const mb = rssMb(server.pid);
        if (mb !== undefined) samples.push(mb);
      }, SAMPLE_MS);
      /* The first upload starts the file worker: its start-up is not the upload's time at rest. */
      expect((await neighbourUpload()).value).toBe(201);
      const restEnds = Date.now() + 3_000;
      const restHealth = await healthTimes(() => Date.now() > restEnds);
      const restUploads = [await neighbourUpload(), await neighbourUpload(), await neighbourUpload()];
      const restRss = Math.max(...samples);

      let attacking = true;
      const attackHealth = healthTimes(() => !attacking);
      const attackUploads: { ms: number; value: number }[] = [];
      const neighbourLoop = (async () => {
        while (attacking && replies < EVIDENCE_MAX_FILES) {
          attackUploads.push(await neighbourUpload());
          await sleep(1_000);
        }
      })();
      const statuses = (await Promise.all(attackers.map((attacker, index) => attack(attacker, index)))).flat();
      attacking = false;
      const [underAttack] = await Promise.all([attackHealth, neighbourLoop]);
      await sleep(SAMPLE_MS);
      clearInterval(sampler);

      const peak = Math.max(...samples);
      const report = [
        `RSS at rest ${restRss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB over ${samples.length} samples`,
        `/healthz p99 at rest ${p99Of(restHealth).toFixed(1)} ms, under attack ${p99Of(underAttack).toFixed(1)} ms (${underAttack.length} asks)`,
        `neighbour's upload at rest ${restUploads.map((u) => u.ms.toFixed(0)).join(", ")} ms; under attack ${attackUploads.map((u) => `${u.value}:${u.ms.toFixed(0)}`).join(", ")}`,
        `attackers' answers: ${statuses.join(" ")}`,
      ].join("\n");
      console.log(report);

      expect(rssMb(server.pid) !== undefined, `the server is gone\n${outputOf([server])}`).toBe(true);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const unexpected = statuses.filter((status) => !(status >= 200 && status < 500) && status !== 503);
      expect(unexpected, `${report}\n${outputOf([server])}`).toEqual([]);
      expect(statuses.filter((status) => status < 300).length, "some work was done").toBeGreaterThan(0);
      for (const upload of [...restUploads, ...attackUploads]) expect(upload.value, report).toBe(201);
      expect(attackUploads.length, "the neighbour uploaded during the attack").toBeGreaterThan(0);
      expect(samples.length, "RSS was read throughout").toBeGreaterThan(20);
      expect(peak, report).toBeLessThan(RSS_BOUND_MB[database.kind]);
      const healthBound = HEALTH_RATIO_TO_REST * Math.max(REST_HEALTH_FLOOR_MS, p99Of(restHealth));
      expect(p99Of(underAttack), report).toBeLessThan(healthBound);
      const uploadBound =
        UPLOAD_RATIO_TO_REST * Math.max(REST_UPLOAD_FLOOR_MS, medianOf(restUploads.map((upload) => upload.ms)));
      expect(Math.max(...attackUploads.map((upload) => upload.ms)), report).toBeLessThan(uploadBound);
    },
    scaled(240_000),
  );
});
