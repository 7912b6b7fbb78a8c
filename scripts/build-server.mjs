// Bundles the server's own code into dist/server/main.js, and the letter-rendering worker thread
// into dist/server/render-worker.js beside it; packages stay in node_modules.
// Plain Node runs the bundle: no TypeScript loader in the served process.
import { build } from "esbuild";

await build({
  entryPoints: { main: "src/server/main.ts", "render-worker": "src/server/features/documents/render-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
