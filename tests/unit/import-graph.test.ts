import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CODE = /\.(ts|tsx|js|mjs)$/;
const FALLBACKS = [".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFiles(full);
    return CODE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/* Comments go, and so do template literals: an import's path is never one, but generated code inside one can look like an import. */
const COMMENTS_AND_TEMPLATES =
  /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')|`(?:\\.|[^`\\])*`|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const SPECIFIERS = [
  /(?:^|[;}])\s*import\s+(?:type\s+)?[\w$*{}\s,]+?\s+from\s*["']([^"']+)["']/gm, // import x, { y } from "z"
  /(?:^|[;}])\s*import\s*["']([^"']+)["']/gm, // import "z"
  /(?:^|[;}])\s*export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/gm, // export { y } from "z"
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, // import("z")
];

/** Every module path a file names, `import type` included: a cycle through types still ties the files together. */
function specifiers(source: string): string[] {
  const code = source.replace(
    COMMENTS_AND_TEMPLATES,
    (match, literal) => literal ?? (match.startsWith("`") ? "``" : ""),
  );
  return SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]));
}

/** The file a specifier names, undefined for a package, "unresolved" when a relative path leads nowhere. */
function resolve(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  let base: string;
  if (bare.startsWith("@/")) base = path.join(ROOT, "src/client", bare.slice(2));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(from), bare);
  else return undefined;
  const candidates = [base, ...FALLBACKS.map((ending) => base + ending)];
  if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? "unresolved";
}

interface Graph {
  edges: Map<string, string[]>;
  unresolved: string[];
}

function importGraph(dirs: string[]): Graph {
  const edges = new Map<string, string[]>();
  const unresolved: string[] = [];
  for (const file of dirs.flatMap((dir) => codeFiles(path.join(ROOT, dir)))) {
    const targets = new Set<string>();
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      const target = resolve(file, specifier);
      if (target === "unresolved") unresolved.push(`${relative(file)} imports "${specifier}"`);
      else if (target && CODE.test(target)) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  return { edges, unresolved };
}

function relative(file: string) {
  return path.relative(ROOT, file).split(path.sep).join("/");
}

interface Cycle {
  /** Files in import order, the first repeated last. */
  path: string[];
  /** Every file tied into the same knot: each reaches every other. */
  group: string[];
}

/** One cycle per strongly connected group of files (Tarjan). */
function findCycles(edges: Map<string, string[]>): Cycle[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (edges.get(file) ?? []).includes(file)) groups.push(group);
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => ({
    path: cycleThrough(group.sort()[0], new Set(group), edges),
    group: group.map(relative),
  }));
}

/** The shortest path from start back to itself inside its group (breadth first). */
function cycleThrough(start: string, group: Set<string>, edges: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of edges.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const back: string[] = [];
        for (let step = file; step !== start; step = cameFrom.get(step) as string) back.push(step);
        return [start, ...back.reverse(), start].map(relative);
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [relative(start)];
}

function crossings(edges: Map<string, string[]>, from: string, to: string): string[] {
  return [...edges].flatMap(([file, targets]) =>
    relative(file).startsWith(from)
      ? targets
          .filter((target) => relative(target).startsWith(to))
          .map((target) => `${relative(file)} -> ${relative(target)}`)
      : [],
  );
}

/** src/domain's floors, bottom first: a file may import its own floor's files and those below. */
const DOMAIN_FLOORS: readonly (readonly string[])[] = [
  ["", "time", "i18n"],
  ["letter", "money"],
  ["case", "accounts"],
  ["escalation"],
  ["reading-copy"],
];

function domainFloor(file: string): number | undefined {
  const inside = relative(file).match(/^src\/domain\/(?:([^/]+)\/)?[^/]+$/);
  if (!inside) return undefined;
  const folder = inside[1] ?? "";
  const floor = DOMAIN_FLOORS.findIndex((names) => names.includes(folder));
  return floor < 0 ? Number.POSITIVE_INFINITY : floor;
}

function upwardDomainImports(edges: Map<string, string[]>): string[] {
  return [...edges].flatMap(([file, targets]) => {
    const floor = domainFloor(file);
    if (floor === undefined) return [];
    return targets
      .filter((target) => (domainFloor(target) ?? -1) > floor)
      .map((target) => `${relative(file)} -> ${relative(target)}`);
  });
}

describe("the import graph of src/ and scripts/", () => {
  const { edges, unresolved } = importGraph(["src", "scripts"]);

  it("is read whole: every relative import leads to a file", () => {
    expect(edges.size).toBeGreaterThan(100);
    expect(unresolved, "imports this test could not follow").toEqual([]);
  });

  it("has no import cycles", () => {
    const cycles = findCycles(edges).map(
      ({ path: files, group }) => `${files.join(" -> ")}\n  (${group.length} files tied together: ${group.join(", ")})`,
    );
    expect(cycles, `import cycles:\n${cycles.join("\n")}\n`).toEqual([]);
  });

  it("keeps the server out of the client", () => {
    expect(crossings(edges, "src/server/", "src/client/"), "server files importing the client").toEqual([]);
  });

  it("keeps the client out of the server", () => {
    expect(crossings(edges, "src/client/", "src/server/"), "client files importing the server").toEqual([]);
  });

  it("keeps the domain free of both", () => {
    const outward = [
      ...crossings(edges, "src/domain/", "src/server/"),
      ...crossings(edges, "src/domain/", "src/client/"),
    ];
    expect(outward, "domain files importing the server or the client").toEqual([]);
  });

  it("keeps every src/domain import pointing down its floors (docs/architecture.md)", () => {
    const folders = readdirSync(path.join(ROOT, "src/domain"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(
      folders.filter((folder) => !DOMAIN_FLOORS.flat().includes(folder)),
      "folders with no floor",
    ).toEqual([]);
    expect(upwardDomainImports(edges), "domain files importing a floor above their own").toEqual([]);
  });
});
