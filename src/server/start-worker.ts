import { type ResourceLimits, Worker } from "node:worker_threads";

/**
 * Starts the worker thread `name` (`render-worker`, `file-worker`) that sits beside the module
 * `here`: the bundled file in production; in development and tests, the TypeScript source, loaded
 * through tsx's loader registered in the worker first.
 *
 * The bundled worker runs without source maps, whatever the server's flags: with them, a worker
 * parses the map of every package it loads and keeps it (pdf.js's maps alone held 28 MB of the file
 * worker's 53 MB heap). A worker answers a failed job with its message only, so its stack's lines
 * are never read (decision 0080). The setting is the worker's own: the main thread keeps its maps.
 */
export function startWorker(here: string, name: string, resourceLimits: ResourceLimits): Worker {
  const fromSource = here.endsWith(".ts");
  const module = JSON.stringify(new URL(`./${name}.${fromSource ? "ts" : "js"}`, here).href);
  const load = fromSource
    ? `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ register }) => { register(); return import(${module}); })`
    : `process.setSourceMapsEnabled(false); import(${module})`;
  return new Worker(load, { eval: true, resourceLimits });
}
