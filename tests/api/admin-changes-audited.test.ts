import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, evidenceFiles, users } from "../../src/server/db/schema.ts";
import { queueDueReminders } from "../../src/server/features/case/reminders.ts";
import { expectErrorShape } from "../helpers/error-shape.ts";
import { multipart, numberedPng } from "../helpers/evidence-files.ts";
import { createLetter, letterInput } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, TEST_SESSION_SECRET, type TestApp } from "../helpers/test-app.ts";

/** Decision 0022: every admin change to a customer's records is audited and shown to the customer as support's. */
const today = new Date("2026-11-24T15:00:00Z");
let now = today;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  alice = await signUp(t.app, { firstName: "Alice" });
  bob = await signUp(t.app, { firstName: "Bob" });
  admin = await signUp(t.app, { firstName: "Ada" });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

let uploads = 0;
/** Each call sends a different file: the same one again would be a retry, answered with the one kept. */
async function upload(letterId: number, cookie: string, caption: string) {
  uploads += 1;
  const body = multipart([
    { name: "caption", value: caption },
    { name: "file", fileName: "notice.png", type: "image/png", bytes: await numberedPng(uploads) },
  ]);
  return t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${letterId}/evidence`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** The audit entries of one action on one letter, oldest first. */
const auditsOf = (action: string, letterId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        eq(auditEvents.targetType, "letter"),
        eq(auditEvents.targetId, String(letterId)),
      ),
    )
    .orderBy(auditEvents.id);

const caseOf = async (letterId: number, cookie = alice.cookie) =>
  (await call("GET", `/api/demand-letters/${letterId}/case`, cookie)).json();

async function paidLetter(): Promise<number> {
  const id = await createLetter(t.app, alice.cookie);
  await buyLetter(t.app, alice.cookie, id);
  return id;
}

describe("an admin's change to a customer's letter", () => {
  it("is audited with the fields before and after, and the customer's timeline says support changed it", async () => {
    const id = await createLetter(t.app, alice.cookie, { city: "Oakland", zipCode: "94607" });
    /* The owner's own edit is no admin action: nothing is audited. */
    expect(
      (await call("PATCH", `/api/demand-letters/${id}`, alice.cookie, letterInput({ city: "Alameda" }))).statusCode,
    ).toBe(200);
    expect(await auditsOf("letter.update", id)).toEqual([]);

    const byAdmin = await call("PATCH", `/api/demand-letters/${id}`, admin.cookie, letterInput({ city: "Berkeley" }));
    expect(byAdmin.statusCode).toBe(200);
    const [audit] = await auditsOf("letter.update", id);
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      targetType: "letter",
      targetId: String(id),
    });
    /* Only what changed, before and after. */
    expect(audit?.details).toEqual({ before: { city: "Alameda" }, after: { city: "Berkeley" } });
    expect(audit?.createdAt.toISOString()).toBe(now.toISOString());

    const view = await caseOf(id);
    expect(view.viewer).toBe("owner");
    expect(view.events).toContainEqual({
      type: "support_change",
      at: now.toISOString(),
      detail: "Support changed your letter's city.",
      by: "support",
      kind: "support_change",
      values: { action: "letter.update", fields: "city", caption: "", reason: "" },
    });
    expect((await caseOf(id, admin.cookie)).viewer).toBe("support");
  });

  it("deleting one is audited with the letter as it was", async () => {
    const own = await createLetter(t.app, alice.cookie);
    expect((await call("DELETE", `/api/demand-letters/${own}`, alice.cookie)).statusCode).toBe(204);
    expect(await auditsOf("letter.delete", own)).toEqual([]);

    const id = await createLetter(t.app, alice.cookie, { username: "alice.before.delete" });
    expect((await call("DELETE", `/api/demand-letters/${id}`, admin.cookie)).statusCode).toBe(204);
    const [audit] = await auditsOf("letter.delete", id);
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: {
        before: {
          username: "alice.before.delete",
          userId: alice.user.id,
          city: "San Francisco",
          banDate: "2026-11-01",
        },
        after: null,
      },
    });
  });
});

describe("an admin's upload to a customer's case", () => {
  it("is audited with the file it added, and the timeline names support", async () => {
    const id = await paidLetter();
    expect((await upload(id, alice.cookie, "My own screenshot")).statusCode).toBe(201);
    expect(await auditsOf("evidence.upload", id)).toEqual([]);

    const created = await upload(id, admin.cookie, "Appeal reply the customer emailed us");
    expect(created.statusCode).toBe(201);
    const [audit] = await auditsOf("evidence.upload", id);
    const [stored] = await t.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, created.json().id));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: {
        before: null,
        after: {
          evidenceId: created.json().id,
          caption: "Appeal reply the customer emailed us",
          kind: "png",
          sha256: stored?.sha256,
        },
      },
    });
    const events = (await caseOf(id)).events;
    expect(events).toContainEqual(
      expect.objectContaining({
        type: "support_change",
        detail: "Support added the file “Appeal reply the customer emailed us”.",
        by: "support",
        kind: "support_change",
        values: expect.objectContaining({ action: "evidence.upload", caption: "Appeal reply the customer emailed us" }),
      }),
    );
  });
});

describe("an outcome an admin records for a customer", () => {
  it("is audited, shows as support's, and leaves the customer's outcome and final-notice offer as they were", async () => {
    const id = await paidLetter();
    /* A download dates the letter, so it has a deadline; "refused" then offers the final notice. */
    expect((await call("GET", `/api/demand-letters/${id}/download/pdf`, alice.cookie)).statusCode).toBe(200);
    await call("POST", `/api/demand-letters/${id}/outcome`, alice.cookie, { kind: "refused" });
    expect(await auditsOf("case.outcome", id)).toEqual([]);
    expect((await caseOf(id)).followUpOffered).toBe(true);

    const recorded = await call("POST", `/api/demand-letters/${id}/outcome`, admin.cookie, {
      kind: "restored",
      note: "Customer phoned: the account is back.",
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().viewer).toBe("support");
    const [audit] = await auditsOf("case.outcome", id);
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: {
        before: { kind: "refused", note: null, bySupport: false },
        after: { kind: "restored", note: "Customer phoned: the account is back." },
      },
    });

    const view = await caseOf(id);
    expect(view.outcome).toMatchObject({ kind: "refused" });
    expect(view.followUpOffered).toBe(true);
    const outcomes = view.events.filter((event: { type: string }) => event.type === "outcome");
    expect(outcomes).toEqual([
      expect.objectContaining({ detail: "Meta refused" }),
      {
        type: "outcome",
        at: now.toISOString(),
        detail: "The account was restored: Customer phoned: the account is back.",
        by: "support",
        kind: "support_outcome",
        values: { outcome: "restored", note: "Customer phoned: the account is back." },
      },
    ]);
    expect(outcomes[0]).not.toHaveProperty("by");
    /* The final notice is still there for the customer, and the counts are of what customers recorded. */
    expect((await call("GET", `/api/demand-letters/${id}/download/follow-up/pdf`, alice.cookie)).statusCode).toBe(200);
    const { counts } = (await call("GET", "/api/admin/outcomes", admin.cookie)).json();
    expect(counts.map((row: { kind: string }) => row.kind)).not.toContain("restored");

    /* On the deadline the customer is still reminded: support's "restored" does not stop it. */
    now = new Date("2026-12-24T15:00:00Z");
    try {
      const queued = await queueDueReminders({
        db: t.db,
        appUrl: "http://app.test",
        sessionSecret: TEST_SESSION_SECRET,
        clock: () => now,
        log: t.app.log,
      });
      expect(queued).toBe(1);
    } finally {
      now = today;
    }
  });
});

describe("support removing a customer's evidence file", () => {
  const removeUrl = (letterId: number, evidenceId: number) =>
    `/api/admin/letters/${letterId}/evidence/${evidenceId}/remove`;
  const reason = "The file showed the content Meta flagged. Upload Meta's notice instead.";

  it("is for admins only: 401 signed out, 403 for the owner and another user; the file stays", async () => {
    const id = await paidLetter();
    const evidenceId = (await upload(id, alice.cookie, "Ban notice")).json().id;
    for (const [cookie, status] of [
      [undefined, 401],
      [alice.cookie, 403],
      [bob.cookie, 403],
    ] as const) {
      const response = await call("POST", removeUrl(id, evidenceId), cookie, { reason });
      expect(response.statusCode).toBe(status);
      expectErrorShape(response);
    }
    /* The customer's own delete route is the owner's alone: an admin gets 404 there, as anyone else does. */
    expect((await call("DELETE", `/api/demand-letters/${id}/evidence/${evidenceId}`, admin.cookie)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/demand-letters/${id}/evidence`, alice.cookie)).json()).toHaveLength(1);
    expect(await auditsOf("evidence.remove", id)).toEqual([]);
  });

  it("needs a reason, which the customer reads on their timeline, and is audited with the file it removed", async () => {
    const id = await paidLetter();
    const evidenceId = (await upload(id, alice.cookie, "Screenshot of the post")).json().id;
    const [stored] = await t.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, evidenceId));

    for (const body of [{}, { reason: "  " }, { reason: "x".repeat(501) }, { reason: "a\u0007b" }]) {
      const refused = await call("POST", removeUrl(id, evidenceId), admin.cookie, body);
      expect(refused.statusCode).toBe(400);
      expectErrorShape(refused);
    }
    expect((await call("POST", removeUrl(id + 1000, evidenceId), admin.cookie, { reason })).statusCode).toBe(404);
    expect((await call("GET", `/api/demand-letters/${id}/evidence`, alice.cookie)).json()).toHaveLength(1);

    const removed = await call("POST", removeUrl(id, evidenceId), admin.cookie, { reason });
    expect(removed.statusCode).toBe(200);
    expect((await call("GET", `/api/demand-letters/${id}/evidence`, alice.cookie)).json()).toEqual([]);
    expect((await call("POST", removeUrl(id, evidenceId), admin.cookie, { reason })).statusCode).toBe(404);

    const [audit] = await auditsOf("evidence.remove", id);
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: {
        reason,
        before: { evidenceId, caption: "Screenshot of the post", kind: "png", sha256: stored?.sha256 },
        after: null,
      },
    });
    expect((await caseOf(id)).events).toContainEqual({
      type: "support_change",
      at: now.toISOString(),
      detail: `Support removed the file “Screenshot of the post”. Reason: ${reason}`,
      by: "support",
      kind: "support_change",
      values: { action: "evidence.remove", fields: "", caption: "Screenshot of the post", reason },
    });
  });
});

describe("the Admin Center's recent activity", () => {
  it("lists support's changes with the admin's email, newest first", async () => {
    const entries = (await call("GET", "/api/admin/audit", admin.cookie)).json() as {
      action: string;
      actor: string | null;
    }[];
    const actions = entries.map((entry) => entry.action);
    for (const action of ["letter.update", "letter.delete", "evidence.upload", "case.outcome", "evidence.remove"])
      expect(actions).toContain(action);
    expect(actions[0]).toBe("evidence.remove");
    expect(entries.filter((entry) => entry.action.startsWith("evidence.")).map((entry) => entry.actor)).toEqual(
      expect.arrayContaining([admin.email]),
    );
    expect((await call("GET", "/api/admin/audit", alice.cookie)).statusCode).toBe(403);
  });
});
