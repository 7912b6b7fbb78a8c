/** The JavaScript and CSS a browser loads for a page of the built client, read from Vite's manifest. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

interface PageToMeasure {
  label: string;
  /** Source modules (relative to src/client) the route renders; lazily loaded ones bring their own chunks. */
  pageModules: string[];
  /** Upper limit for the gzipped JavaScript, in bytes. */
  jsGzipTarget?: number;
}

const KB = 1000;
const GZIP_LEVEL = 9;

const PAGES: PageToMeasure[] = [
  { label: "landing page `/`, signed out", pageModules: ["features/landing/landing-page.tsx"], jsGzipTarget: 100 * KB },
  /* Signed-in pages load through app/signed-in-pages.tsx, which the landing page never loads. */
  {
    label: "signed-in app `/` (dashboard)",
    pageModules: ["app/signed-in-pages.tsx", "app/pages/dashboard-page.tsx"],
  },
  /* The Admin Center draws its chart in plain SVG: no chart library, in any page's bundle. */
  { label: "Admin Center `/admin`", pageModules: ["app/signed-in-pages.tsx", "app/pages/admin-page.tsx"] },
];

interface Bytes {
  raw: number;
  gzip: number;
}

interface PageSize {
  page: PageToMeasure;
  js: Bytes;
  css: Bytes;
  files: string[];
  /** Page modules with no chunk of their own: they are part of the entry's static chunks. */
  bundledIntoEntry: string[];
}

function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: build the client with build.manifest enabled.`);
  return JSON.parse(readFileSync(file, "utf8")) as Manifest;
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry && manifest[name].src === "index.html");
  if (!key) throw new Error("The manifest has no entry for index.html.");
  return key;
}

function keyForSource(manifest: Manifest, source: string): string | undefined {
  return Object.keys(manifest).find((name) => manifest[name].src === source);
}

/** The chunks loaded when the given chunks load: each one and its static imports, transitively. */
function staticClosure(manifest: Manifest, startKeys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...startKeys];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`The manifest has no chunk ${key}.`);
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function filesOf(manifest: Manifest, keys: Set<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    if (chunk.file.endsWith(".css")) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

function measureFiles(clientDir: string, files: string[]): Bytes {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(clientDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: GZIP_LEVEL }).length;
  }
  return { raw, gzip };
}

function measurePage(clientDir: string, manifest: Manifest, page: PageToMeasure): PageSize {
  const ownChunks = page.pageModules.map((source) => keyForSource(manifest, source));
  const startKeys = [entryKey(manifest), ...ownChunks.filter((key) => key !== undefined)];
  const { js, css } = filesOf(manifest, staticClosure(manifest, startKeys));
  return {
    page,
    js: measureFiles(clientDir, js),
    css: measureFiles(clientDir, css),
    files: [...js.sort(), ...css.sort()],
    bundledIntoEntry: page.pageModules.filter((_, index) => ownChunks[index] === undefined),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function targetCells(size: PageSize): string[] {
  const target = size.page.jsGzipTarget;
  if (target === undefined) return ["—", "—"];
  return [`JS gzip < ${kb(target)}`, size.js.gzip < target ? "pass" : "miss"];
}

function tableRow(size: PageSize): string {
  const cells = [
    size.page.label,
    kb(size.js.raw),
    kb(size.js.gzip),
    kb(size.css.raw),
    kb(size.css.gzip),
    String(size.files.length),
    ...targetCells(size),
  ];
  return `| ${cells.join(" | ")} |`;
}

function fileList(size: PageSize): string {
  const bundled =
    size.bundledIntoEntry.length > 0
      ? ` (${size.bundledIntoEntry.map((m) => `\`${m}\``).join(", ")} is in the entry's chunks)`
      : "";
  return `- ${size.page.label}${bundled}: ${size.files.map((file) => `\`${path.basename(file)}\``).join(", ")}`;
}

/** A Markdown section with the JS and CSS bytes, raw and gzipped, of the landing page and the signed-in app. */
export async function measureClientSize(clientDir: string): Promise<string> {
  const manifest = readManifest(clientDir);
  const sizes = PAGES.map((page) => measurePage(clientDir, manifest, page));
  return [
    "## Client size",
    "",
    `What the browser loads, read from the build's \`.vite/manifest.json\`: the entry chunk and its static imports, plus each page's lazily loaded chunk and its static imports. Gzip is node:zlib at level ${GZIP_LEVEL}; 1 KB = 1,000 bytes. Fonts, images and the HTML are not counted.`,
    "",
    "| page | JS raw | JS gzip | CSS raw | CSS gzip | files | target | result |",
    "|---|---|---|---|---|---|---|---|",
    ...sizes.map(tableRow),
    "",
    "Files:",
    ...sizes.map(fileList),
    "",
  ].join("\n");
}
