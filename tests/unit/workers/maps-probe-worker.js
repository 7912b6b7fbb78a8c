// A bundled worker stand-in for start-worker.test.ts: answers whether its thread maps stack traces.
import { parentPort } from "node:worker_threads";

parentPort?.postMessage(process.sourceMapsEnabled);
