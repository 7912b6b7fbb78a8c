import pg from "pg";

const SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A throwaway PostgreSQL database; the bench needs a PostgreSQL server and says so when there is none. */
export async function createBenchDatabase(suffix = ""): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: SERVER });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`npm run bench needs PostgreSQL at ${SERVER} (set BENCH_POSTGRES_URL): ${String(error)}`);
  }
  const name = `bench_${process.pid}${suffix ? `_${suffix}` : ""}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
