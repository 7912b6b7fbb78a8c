// Bundles the server's own code into dist/server/main.js, and its worker threads beside it: the
// letter renderer (render-worker.js), the reader of uploaded files (file-worker.js) and the image
// decoder's process (image-decoder.js); packages stay in node_modules.
// Plain Node runs the bundle: no TypeScript loader in the served process.
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "src/server/main.ts",
    "render-worker": "src/server/features/documents/render-worker.ts",
    "file-worker": "src/server/features/evidence/file-worker.ts",
    "image-decoder": "src/server/features/evidence/image-decoder.ts",
  },
  /* Another folder inside the project (a test builds its own copy): packages resolve from node_modules above it. */
  outdir: process.argv[2] ?? "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
