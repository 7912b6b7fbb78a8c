import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const apiServer = "http://localhost:5000";

export default defineConfig({
  root: fromRoot("./src/client"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fromRoot("./src/client") },
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    proxy: {
      "/api": apiServer,
      "/healthz": apiServer,
    },
  },
});
