import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compiledMessages } from "./scripts/i18n/compiled-messages-plugin.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const apiServer = "http://localhost:5000";

const COMPRESSIBLE = /\.(?:js|css|html|svg|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

/** Writes a .br and a .gz beside each text file of the build, for servers that send pre-compressed files. */
function precompressBuild(): Plugin {
  let outDir = "";
  return {
    name: "precompress-build",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith("."),
      );
      for (const file of files) {
        const full = path.join(outDir, file);
        if (statSync(full).size < MIN_COMPRESS_BYTES) continue;
        const content = readFileSync(full);
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The Latin subset of Inter carries the landing page's headline (its largest paint): the HTML
 * asks for it at once instead of after the CSS has arrived and been read.
 */
const LCP_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;

function preloadLcpFont(): Plugin {
  return {
    name: "preload-lcp-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => LCP_FONT.test(file));
        if (!font) throw new Error("The build has no Latin Inter font to preload.");
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `/${font}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/**
 * The stylesheet goes into the HTML itself: the first paint then waits on one response instead of
 * two in a row, which on a phone's connection is a round trip saved (decision 0074). The file stays
 * in the build for anything that links it.
 */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w-]+\.css)">/g;

function inlineStylesheet(): Plugin {
  return {
    name: "inline-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        let inlined = 0;
        const result = html.replace(STYLESHEET_LINK, (_link, file: string) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== "asset") throw new Error(`The build has no stylesheet ${file} to inline.`);
          inlined++;
          const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replaceAll("</style", "<\\/style")}</style>`;
        });
        if (inlined !== 1) throw new Error(`Expected one stylesheet link in index.html, found ${inlined}.`);
        return result;
      },
    },
  };
}

export default defineConfig({
  root: fromRoot("./src/client"),
  plugins: [
    react(),
    tailwindcss(),
    compiledMessages(fromRoot("./src/client/i18n/messages")),
    preloadLcpFont(),
    inlineStylesheet(),
    precompressBuild(),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: fromRoot("./src/client") },
      // Catalogs arrive compiled (see compiled-messages-plugin.ts): the browser needs no ICU parser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" },
      // wouter asks for the useSyncExternalStore shim written for React 17; React 19 has the hook.
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fromRoot("./src/client/lib/react-sync-external-store.ts"),
      },
    ],
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    manifest: true,
    /*
     * What the first page imports is one file, the entry: left alone, Rolldown puts the modules the
     * lazy pages share with it in chunks of their own, each one more request and gzipped apart.
     */
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "first-page", tags: ["$initial"] }] } } },
  },
  server: {
    proxy: {
      "/api": apiServer,
      "/healthz": apiServer,
    },
  },
});
