/** npm run admin -- grant <email> | revoke <email> */
import { eq } from "drizzle-orm";
import { DatabaseBusyError, openDatabase } from "../src/server/db/open-database.ts";
import { users } from "../src/server/db/schema.ts";
import { ConfigError, loadConfig } from "../src/server/env.ts";

const USAGE = "Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>";

async function main(args: string[]): Promise<number> {
  const [command, rawEmail] = args;
  if ((command !== "grant" && command !== "revoke") || !rawEmail || args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const config = loadConfig();
  const database = await openDatabase({ ...config, readCache: false });
  try {
    const [user] = await database.db
      .update(users)
      .set({ isAdmin: command === "grant", updatedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ email: users.email, isAdmin: users.isAdmin });
    if (!user) {
      console.error(`No account uses ${email}. The person must register first.`);
      return 1;
    }
    console.log(user.isAdmin ? `${user.email} is now an admin.` : `${user.email} is no longer an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseBusyError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
