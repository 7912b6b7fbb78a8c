// npm start: builds the client and the server when missing or older than their sources, then
// runs the built server with plain Node.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SERVER_ALLOCATOR_ENV, SERVER_NODE_FLAGS } from "./server-flags.mjs";

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(built, sourceDirs) {
  return !existsSync(built) || sourceDirs.some((dir) => newestSource(dir) > statSync(built).mtimeMs);
}

function buildIfStale(label, built, sourceDirs, command, args) {
  if (!isStale(built, sourceDirs)) return;
  console.log(`Building the ${label}...`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale("client", "dist/client/index.html", ["src/client", "src/domain"], "npx", [
  "vite",
  "build",
  "--logLevel",
  "warn",
]);
buildIfStale("server", "dist/server/main.js", ["src/server", "src/domain"], process.execPath, [
  "scripts/build-server.mjs",
]);

// Node's flags and the allocator's settings, measured (decisions 0008, 0036, 0055): scripts/server-flags.mjs.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/main.js"], {
  stdio: "inherit",
  env: { ...SERVER_ALLOCATOR_ENV, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
