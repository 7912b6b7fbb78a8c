/**
 * The bench's /healthz comparison alone (at rest, then under hostile uploads and case records):
 * needs the built product (npm run build). Option: --seconds N (default 20).
 */
import { measureHealthUnderHostileWork } from "./hostile-work.ts";
import { runScript } from "./server-process.ts";

const at = process.argv.indexOf("--seconds");
const seconds = at > 0 ? Number(process.argv[at + 1]) : 20;

runScript(async () => {
  console.log(await measureHealthUnderHostileWork({ port: 5822, seconds }));
});
