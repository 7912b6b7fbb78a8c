import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/server/db/client.ts";
import { demandLetters, orders, users } from "../../src/server/db/schema.ts";
import { letterInput } from "./factories.ts";
import { buyLetter } from "./local-checkout.ts";
import { sessionCookie } from "./test-app.ts";

export interface Account {
  id: number;
  email: string;
  password: string;
}

/** One user's records of every kind an API call can reach. */
export interface OwnerRecords {
  draftLetter: number;
  paidLetter: number;
  digitalOrder: number;
  /** The paid digital order's checkout session, as the success page sends it back. */
  paidSession: string;
  mailLetter: number;
  mailOrder: number;
  /** An open session on the local test checkout, for its own letter. */
  openSession: string;
}

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
  if (response.statusCode !== 201) throw new Error(`letter failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/**
 * A draft letter, a paid digital order, a paid mail order and an open checkout, bought through the
 * API; every letter's username is `marker`, so a leak shows in any body.
 */
export async function seedOwnerRecords(
  app: FastifyInstance,
  db: Db,
  cookie: string,
  marker: string,
): Promise<OwnerRecords> {
  const letter = () => createLetter(app, cookie, { username: marker });
  const draftLetter = await letter();
  const paidLetter = await letter();
  const digitalOrder = await buyLetter(app, cookie, paidLetter);
  const mailLetter = await letter();
  const mailOrder = await buyLetter(app, cookie, mailLetter, "mail");
  const [{ stripeSessionId: paidSession }] = await db.select().from(orders).where(eq(orders.id, digitalOrder));
  const started = await app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId: await letter(), packageType: "digital" },
    headers: { cookie },
  });
  const openSession = new URL(started.json().checkoutUrl).pathname.split("/").pop() as string;
  return {
    draftLetter,
    paidLetter,
    digitalOrder,
    paidSession: paidSession as string,
    mailLetter,
    mailOrder,
    openSession,
  };
}

/** Everything a user owns, to compare before and after someone else's calls. */
export async function ownedState(db: Db, userId: number): Promise<string> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.id, userId));
  const letters = await db
    .select()
    .from(demandLetters)
    .where(eq(demandLetters.userId, userId))
    .orderBy(demandLetters.id);
  const own = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
  return JSON.stringify({ user, letters, orders: own });
}

/** A new session for the account, through the login call. */
export async function signIn(app: FastifyInstance, account: Account): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: account.email, password: account.password },
  });
  return sessionCookie(response);
}

/** Asks for a reset link for `email` and returns the token from the email it sent. */
export async function resetToken(
  app: FastifyInstance,
  sent: { to: string; text: string }[],
  email: string,
): Promise<string> {
  await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
  const token = /token=([\w-]+)/.exec(sent.findLast((message) => message.to === email)?.text ?? "")?.[1];
  if (!token) throw new Error("no reset email was sent");
  return token;
}
