/**
 * The letter-save comparison of the bench alone (old page count beside the new, under the
 * purchase load): no build, no seeding. Options: --users N (default 50), --seconds N (default 20).
 */
import { compareLetterSaves } from "./letter-saves.ts";
import { runScript } from "./server-process.ts";

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};

runScript(async () => {
  console.log(await compareLetterSaves({ users: option("--users", 50), seconds: option("--seconds", 20), port: 5821 }));
});
