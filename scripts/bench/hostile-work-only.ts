/**
 * The bench's /healthz comparison alone (at rest, then under hostile uploads and case records):
 * needs the built product (npm run build). Options: --seconds N (default 20), --port P (default 5822),
 * --large-files (the attackers also upload large ordinary files).
 */
import { measureHealthUnderHostileWork } from "./hostile-work.ts";
import { runScript } from "./server-process.ts";

const at = process.argv.indexOf("--seconds");
const seconds = at > 0 ? Number(process.argv[at + 1]) : 20;
const portAt = process.argv.indexOf("--port");
const port = portAt > 0 ? Number(process.argv[portAt + 1]) : 5822;

runScript(async () => {
  console.log(
    await measureHealthUnderHostileWork({ port, seconds, largeFiles: process.argv.includes("--large-files") }),
  );
});
