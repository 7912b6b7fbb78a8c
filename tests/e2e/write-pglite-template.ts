/**
 * `node --import tsx tests/e2e/write-pglite-template.ts <file>`: the browser tests' migrated
 * database template, made in a process of its own (initdb leaves hundreds of MB in the process
 * that runs it).
 */
import { writePgliteTemplate } from "../helpers/pglite-template.ts";

await writePgliteTemplate(process.argv[2] ?? "pglite-template.tar");
