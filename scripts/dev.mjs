// npm run dev: the server restarts on change (port 5000) and Vite serves the client with hot reload.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite", "--port", "5173"], { stdio: "inherit" }),
];
console.log("Open http://localhost:5173 (API on http://localhost:5000).");
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
