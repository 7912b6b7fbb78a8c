import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/server/db/client.ts";
import { orders } from "../../src/server/db/schema.ts";

/** A complete, valid letter body for POST /api/demand-letters. */
export function letterInput(overrides: Record<string, unknown> = {}) {
  return {
    fullName: "Zoë Łukasz",
    email: "zoe@example.com",
    phone: "(415) 555-0134",
    address: "12 Market Street",
    city: "San Francisco",
    state: "CA",
    zipCode: "94105",
    platforms: ["Instagram", "Facebook"],
    username: "zoe.makes.things",
    banDate: "2026-11-01T00:00:00.000Z",
    consequences: "I lost access to 8 years of photos and to the page I use for my bakery.",
    recipientBusinessId: "meta-main",
    /* Signed, so the letter can be bought with certified mail. */
    signature: { kind: "typed", name: "Zoë Łukasz" },
    ...overrides,
  };
}

/** An order straight in the database, for tests that need one before checkout exists. */
export async function insertOrder(
  db: Db,
  values: { userId: number; demandLetterId: number; type?: "digital" | "mail"; status?: string; amount?: string },
) {
  const [order] = await db
    .insert(orders)
    .values({ amount: values.type === "mail" ? "25.00" : "5.00", type: "digital", status: "completed", ...values })
    .returning();
  return order;
}

/** Creates a letter through POST /api/demand-letters as the signed-in owner of `cookie`; returns its id. */
export async function createLetter(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await app.inject({
    method: "POST",
    url: "/api/demand-letters",
    payload: letterInput(overrides),
    headers: { cookie },
  });
  if (response.statusCode !== 201) throw new Error(`creating a letter failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

/** One order row, read straight from the database. */
export async function orderById(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}
