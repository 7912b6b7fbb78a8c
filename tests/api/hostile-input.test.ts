import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  adminLettersQuerySchema,
  queueActionSchema,
  removeFromQueueSchema,
  trackingSchema,
} from "../../src/domain/accounts/admin.ts";
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "../../src/domain/accounts/auth.ts";
import { idParams } from "../../src/domain/ids.ts";
import { demandLetterInputSchema } from "../../src/domain/letter/schema.ts";
import { checkoutRequestSchema } from "../../src/domain/money/orders.ts";
import { users } from "../../src/server/db/schema.ts";
import { downloadParams } from "../../src/server/features/letters/downloads.ts";
import { expectErrorShape } from "../helpers/error-shape.ts";
import { letterInput } from "../helpers/factories.ts";
import { savedState } from "../helpers/hostile.ts";
import { type HostileRequest, hostileBodyRequests, hostileParams, hostileQuery } from "../helpers/hostile-requests.ts";
import { type OwnerRecords, seedOwnerRecords } from "../helpers/owner-records.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/**
 * Every JSON endpoint, fed property-based hostile input. An input the route's schema refuses must
 * get a 4xx in the one error shape and change nothing saved; one it accepts may succeed (zod strips
 * extra fields), but never with a 5xx. Schemas written inside a route are repeated here, marked.
 */
/** HOSTILE_RUNS=500 for a longer hunt. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
type Caller = "signedOut" | "user" | "admin";

let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let records: OwnerRecords;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_SCALE: "1000" }, email: { send: async () => {} } });
  [user, admin] = await Promise.all([signUp(t.app), signUp(t.app)]);
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  records = await seedOwnerRecords(t.app, t.db, user.cookie, "hostile.owner");
});
afterAll(() => t.close());

function send(caller: Caller, method: "GET" | "POST", url: string, request: Partial<HostileRequest> = {}) {
  const headers: Record<string, string> = {};
  if (caller !== "signedOut") headers.cookie = (caller === "admin" ? admin : user).cookie;
  if (request.contentType !== undefined) headers["content-type"] = request.contentType;
  return t.app.inject({ method, url, payload: request.payload, headers });
}

/** The property every hostile request must hold. */
async function expectSafe(
  valid: boolean | undefined,
  exchange: () => Promise<LightMyRequestResponse>,
  readOnly = false,
) {
  const before = await savedState(t.db);
  const response = await exchange();
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  if (valid === false) expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  if (response.statusCode >= 400) expectErrorShape(response);
  if (valid === false || readOnly || response.statusCode >= 400) expect(await savedState(t.db)).toBe(before);
}

/* Written inside their routes (src/server/features/payments/*), repeated here. */
const payBody = z.object({ cardNumber: z.string().max(40) });
const testCheckoutParams = z.object({ id: z.string().regex(/^cs_local_[0-9a-f]{24}$/) });
const confirmQuery = z.object({ session_id: z.string().min(1).max(200) });
/** Stripe is not configured here: the webhook refuses every body. */
const nothing = z.never();
/** Sign-out ignores its body. */
const anything = z.unknown();

interface BodyEndpoint {
  route: string;
  caller: Caller;
  schema: z.ZodType;
  /** A body the schema accepts, chosen so that the call still changes nothing (a taken email, an unknown id...). */
  base: () => Record<string, unknown>;
  url?: () => string;
}

const BODY_ENDPOINTS: BodyEndpoint[] = [
  {
    route: "POST /api/auth/login",
    caller: "signedOut",
    schema: loginSchema,
    base: () => ({ email: "nobody@example.com", password: "not the password" }),
  },
  {
    route: "POST /api/auth/register",
    caller: "signedOut",
    schema: registerSchema,
    base: () => ({ email: user.email, password: "a long password", firstName: "Ada", lastName: "L" }),
  },
  {
    route: "POST /api/auth/forgot-password",
    caller: "signedOut",
    schema: forgotPasswordSchema,
    base: () => ({ email: "nobody@example.com" }),
  },
  {
    route: "POST /api/auth/reset-password",
    caller: "signedOut",
    schema: resetPasswordSchema,
    base: () => ({ token: "no-such-token", newPassword: "a long password" }),
  },
  { route: "POST /api/auth/logout", caller: "signedOut", schema: anything, base: () => ({}) },
  { route: "POST /api/demand-letters", caller: "user", schema: demandLetterInputSchema, base: () => letterInput() },
  {
    route: "POST /api/create-checkout-session",
    caller: "user",
    schema: checkoutRequestSchema,
    base: () => ({ letterId: records.mailLetter, packageType: "digital" }),
  },
  {
    route: "POST /api/test-checkout/:id/pay",
    caller: "user",
    schema: payBody,
    base: () => ({ cardNumber: "1234" }),
    url: () => `/api/test-checkout/${records.openSession}/pay`,
  },
  {
    route: "POST /api/stripe/webhook",
    caller: "signedOut",
    schema: nothing,
    base: () => ({ type: "checkout.session.completed", data: { object: {} } }),
  },
  {
    route: "POST /api/admin/queue/remove",
    caller: "admin",
    schema: removeFromQueueSchema,
    base: () => ({ orderId: 2 ** 31 - 1 }),
  },
  {
    route: "POST /api/admin/queue/retry",
    caller: "admin",
    schema: queueActionSchema,
    base: () => ({ orderId: 2 ** 31 - 1 }),
  },
  {
    route: "POST /api/admin/tracking",
    caller: "admin",
    schema: trackingSchema,
    base: () => ({ letterId: 2 ** 31 - 1, tracking: "9407 1112" }),
  },
];

describe("hostile JSON bodies", () => {
  it.each(BODY_ENDPOINTS.map((endpoint) => [endpoint.route, endpoint] as const))("%s", async (_route, endpoint) => {
    const url = endpoint.url?.() ?? endpoint.route.split(" ")[1];
    await fc.assert(
      fc.asyncProperty(hostileBodyRequests(endpoint.schema, endpoint.base()), (request) =>
        expectSafe(request.valid, () => send(endpoint.caller, "POST", url, request)),
      ),
      { numRuns: RUNS },
    );
  });
});

interface ParamEndpoint {
  route: string;
  method: "GET" | "POST";
  caller: Caller;
  schema: z.ZodType;
  /** Values the schema accepts, mixed in so that a valid parameter sits beside a hostile one. */
  valid: () => Record<string, string>;
  body?: () => HostileRequest;
  /** A GET that saves something when it succeeds (an admin download is audited). */
  audited?: boolean;
}

const PARAM_ENDPOINTS: ParamEndpoint[] = [
  {
    route: "/api/demand-letters/:id",
    method: "GET",
    caller: "user",
    schema: idParams,
    valid: () => ({ id: String(records.draftLetter) }),
  },
  {
    route: "/api/demand-letters/:id/download/:format",
    method: "GET",
    caller: "user",
    schema: downloadParams,
    valid: () => ({ id: String(records.paidLetter), format: "pdf" }),
  },
  {
    route: "/api/orders/:id/upgrade/check",
    method: "GET",
    caller: "user",
    schema: idParams,
    valid: () => ({ id: String(records.digitalOrder) }),
  },
  {
    route: "/api/orders/:id/upgrade",
    method: "POST",
    caller: "user",
    schema: idParams,
    valid: () => ({ id: String(records.mailOrder) }),
  },
  {
    route: "/api/test-checkout/:id",
    method: "GET",
    caller: "user",
    schema: testCheckoutParams,
    valid: () => ({ id: records.openSession }),
  },
  {
    route: "/api/test-checkout/:id/pay",
    method: "POST",
    caller: "user",
    schema: testCheckoutParams,
    valid: () => ({ id: records.openSession }),
    body: () => ({
      payload: JSON.stringify({ cardNumber: "1234" }),
      contentType: "application/json",
      valid: undefined,
    }),
  },
  {
    route: "/api/admin/letters/:id/download/:format",
    method: "GET",
    caller: "admin",
    schema: downloadParams,
    valid: () => ({ id: String(records.paidLetter), format: "word" }),
    audited: true,
  },
];

describe("hostile path parameters", () => {
  it.each(PARAM_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))(
    "%s",
    async (_route, endpoint) => {
      const names = [...endpoint.route.matchAll(/:(\w+)/g)].map((match) => match[1]);
      await fc.assert(
        fc.asyncProperty(hostileParams(endpoint.schema, names, endpoint.valid()), ({ segments, valid }) => {
          const url = endpoint.route.replace(/:(\w+)/g, (_match, name: string) => segments[name]);
          return expectSafe(
            valid,
            () => send(endpoint.caller, endpoint.method, url, endpoint.body?.()),
            endpoint.method === "GET" && !endpoint.audited,
          );
        }),
        { numRuns: RUNS },
      );
    },
  );
});

const QUERY_ENDPOINTS = [
  { route: "/api/checkout/confirm", caller: "user", schema: confirmQuery, names: ["session_id"] },
  {
    route: "/api/admin/letters",
    caller: "admin",
    schema: adminLettersQuerySchema,
    names: ["status", "page", "pageSize"],
  },
] as const;

describe("hostile query strings", () => {
  it.each(QUERY_ENDPOINTS.map((endpoint) => [`GET ${endpoint.route}`, endpoint] as const))(
    "%s",
    async (_route, endpoint) => {
      await fc.assert(
        fc.asyncProperty(hostileQuery(endpoint.schema, endpoint.names), (request) =>
          expectSafe(request.valid, () => send(endpoint.caller, "GET", `${endpoint.route}?${request.url}`), true),
        ),
        { numRuns: RUNS },
      );
    },
  );
});

/* Found by the properties above; pinned so they never depend on the seed. */
describe("inputs that once answered 500 or an error of another shape", () => {
  it.each([
    [
      "a NUL in a name (PostgreSQL cannot store it)",
      "POST",
      "/api/auth/register",
      { email: "nul@example.com", password: "a long password", firstName: "a\u0000b", lastName: "L" },
    ],
    ["a NUL in a looked-up id", "GET", "/api/checkout/confirm?session_id=a%00b", undefined],
    ["a path that is not UTF-8", "GET", "/api/demand-letters/%FF", undefined],
    ["a lone surrogate in a path", "GET", "/api/test-checkout/%ED%A0%80", undefined],
  ] as const)("%s: 400 in the error shape, nothing saved", async (_case, method, url, body) => {
    const before = await savedState(t.db);
    const response = await send(
      "user",
      method,
      url,
      body && { payload: JSON.stringify(body), contentType: "application/json" },
    );
    expect(response.statusCode).toBe(400);
    expectErrorShape(response);
    expect(await savedState(t.db)).toBe(before);
  });

  it("a valid body with extra fields is accepted, the extras ignored", async () => {
    const response = await send("user", "POST", "/api/demand-letters", {
      payload: JSON.stringify({ ...letterInput(), isAdmin: true, userId: admin.user.id }),
      contentType: "application/json",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().userId).toBe(user.user.id);
  });
});
