// npm run i18n:verify: `formatjs verify --missing-keys --extra-keys --structural-equality` over every
// catalog: each part of the client's (src/client/i18n/messages/<language>/<part>.json) and the
// server's (src/server/i18n/<part>/<language>.json). English is the source; a missing or extra id,
// or a message whose placeholders, plural/select branches or tags differ from English, fails.
// formatjs names a file's locale by its file name, so each part is checked from a copy named
// en.json / es.json.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const SOURCE = "en";
const TARGETS = ["es"];
const client = "src/client/i18n/messages";
const server = "src/server/i18n";

/** Every catalog part: its name and the file of each language. */
function parts() {
  const found = [];
  for (const file of readdirSync(path.join(client, SOURCE))
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const part = path.basename(file, ".json");
    found.push({ name: `client ${part}`, files: languageFiles((language) => path.join(client, language, file)) });
  }
  for (const dir of readdirSync(server, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    if (!existsSync(path.join(server, dir.name, `${SOURCE}.json`))) continue;
    found.push({
      name: `server ${dir.name}`,
      files: languageFiles((language) => path.join(server, dir.name, `${language}.json`)),
    });
  }
  return found;
}

function languageFiles(fileFor) {
  return Object.fromEntries([SOURCE, ...TARGETS].map((language) => [language, fileFor(language)]));
}

const formatjs = path.join("node_modules", ".bin", "formatjs");
const staging = mkdtempSync(path.join(tmpdir(), "catalogs-"));
let failed = 0;
try {
  for (const part of parts()) {
    const dir = path.join(staging, part.name.replace(/\W+/g, "-"));
    mkdirSync(dir);
    const copies = [];
    for (const [language, file] of Object.entries(part.files)) {
      if (!existsSync(file)) {
        console.error(`${part.name}: ${file} is missing`);
        failed += 1;
        continue;
      }
      const copy = path.join(dir, `${language}.json`);
      copyFileSync(file, copy);
      copies.push(copy);
    }
    const args = ["verify", "--source-locale", SOURCE, "--missing-keys", "--extra-keys", "--structural-equality"];
    const result = spawnSync(formatjs, [...args, ...copies], { encoding: "utf8" });
    if (result.status !== 0) {
      failed += 1;
      console.error(`${part.name}: ${Object.values(part.files).join(", ")}`);
      console.error((result.stderr || result.stdout).trim().replaceAll(dir + path.sep, ""));
    }
  }
} finally {
  rmSync(staging, { recursive: true, force: true });
}
if (failed > 0) {
  console.error(`Catalog check failed for ${failed} part(s).`);
  process.exit(1);
}
console.log(`Catalogs agree with English: ${parts().length} parts.`);
