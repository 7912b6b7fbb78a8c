// The yardstick: a bare Fastify route in its own process, run by plain Node like the built server.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/healthz", async () => ({ status: "ok" }));
app.get("/bare", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
