import { buildApp } from "./app.ts";
import { DatabaseBusyError, openDatabase } from "./db/open-database.ts";
import { ConfigError, loadConfig } from "./env.ts";
import { providersInUse } from "./providers/providers-in-use.ts";

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ db: database.db, readCache: database.readCache, config, dispatchWorker: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.appUrl} is ready (database: ${database.kind})`);
  const providers = providersInUse(config);
  if (providers.standIns) app.log.warn(providers.line);
  else app.log.info(providers.line);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseBusyError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
