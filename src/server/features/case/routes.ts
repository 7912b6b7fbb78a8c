import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { outcomeSchema } from "../../../domain/case.ts";
import { AppError } from "../../../domain/errors.ts";
import { idParams, recordId } from "../../../domain/ids.ts";
import type { AppDeps } from "../../app.ts";
import { caseOutcomes } from "../../db/schema.ts";
import { requireAdmin, requireUser } from "../auth/current-user.ts";
import { getLetterFor } from "../letters/get-own-letter.ts";
import { enforceRateLimits, MINUTE } from "../../http/rate-limit.ts";
import { LETTER_CONTENT_TYPES } from "../documents/file-names.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { DOWNLOADS_PER_MINUTE, downloadParams, sendFile } from "../letters/routes.ts";
import { letterDay } from "../letters/letter-versions.ts";
import { exhibitsOf, exhibitTitle } from "../../../domain/proof-packet.ts";
import { smallClaimsGuideBlocks } from "../../../domain/small-claims-guide.ts";
import { gatherProof, proofFacts } from "./proof-packet.ts";
import {
  deadlineOn,
  firstLetterRecord,
  FOLLOW_UP_NOT_OFFERED,
  followUpFacts,
  getCase,
  latestOutcome,
  loadCaseRecords,
} from "./get-case.ts";
import { optOutTokenMatches, setReminders } from "./reminders.ts";

const optOutQuery = z.object({ user: recordId, token: z.string().max(100) });

/** The case after the letter: its timeline, what the user recorded, and the reminders' opt-out. */
export async function caseRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  /* The owner, or an admin; anyone else gets 404 as if the letter did not exist. */
  api.get("/api/demand-letters/:id/case", { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(request, db);
    const letter = await getLetterFor(db, user, request.params.id);
    return getCase(db, letter, clock());
  });

  api.post(
    "/api/demand-letters/:id/outcome",
    { schema: { params: idParams, body: outcomeSchema } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      const letter = await getLetterFor(db, user, request.params.id);
      if (!letter.paid)
        throw new AppError("conflict", "You can record what happened once your letter is paid for and sent.");
      await db
        .insert(caseOutcomes)
        .values({ letterId: letter.id, kind: request.body.kind, note: request.body.note, recordedAt: clock() });
      return reply.status(201).send(await getCase(db, letter, clock()));
    },
  );

  /* The final notice: free for a paid letter once it is offered; dated the day it is downloaded. */
  api.get(
    "/api/demand-letters/:id/download/follow-up/:format",
    { schema: { params: downloadParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await enforceRateLimits(
        db,
        [{ key: `download:${user.id}`, max: DOWNLOADS_PER_MINUTE, windowMs: MINUTE }],
        clock(),
        deps.config.authRateLimitScale,
      );
      const letter = await getLetterFor(db, user, request.params.id);
      const { first, outcome, offered } = followUpFacts(letter, await loadCaseRecords(db, letter.id), clock());
      if (!first || !offered) throw new AppError("conflict", FOLLOW_UP_NOT_OFFERED);
      const format = request.params.format === "word" ? "docx" : "pdf";
      const body = Buffer.from(
        await runInWorker("followUpFile", { letter, day: letterDay(clock()), first, outcome, format }),
      );
      return sendFile(reply, {
        body,
        contentType: LETTER_CONTENT_TYPES[format],
        fileName: `final-notice-${letter.id}.${format}`,
      });
    },
  );

  /* The proof packet: one PDF of the whole case, built on the worker pool. */
  api.get("/api/demand-letters/:id/download/proof", { schema: { params: idParams } }, async (request, reply) => {
    const user = await requireUser(request, db);
    await enforceRateLimits(
      db,
      [{ key: `download:${user.id}`, max: DOWNLOADS_PER_MINUTE, windowMs: MINUTE }],
      clock(),
      deps.config.authRateLimitScale,
    );
    const letter = await getLetterFor(db, user, request.params.id);
    if (!letter.paid) throw new AppError("payment_required", "The case record is ready once your letter is paid for.");
    const packet = await runInWorker("proofPacket", await gatherProof(db, letter, clock()));
    return sendFile(reply, {
      body: Buffer.from(packet),
      contentType: LETTER_CONTENT_TYPES.pdf,
      fileName: `case-record-${letter.id}.pdf`,
    });
  });

  /* The small-claims and arbitration guide for the sender's state, drafted from the case. */
  api.get("/api/demand-letters/:id/download/small-claims", { schema: { params: idParams } }, async (request, reply) => {
    const user = await requireUser(request, db);
    await enforceRateLimits(
      db,
      [{ key: `download:${user.id}`, max: DOWNLOADS_PER_MINUTE, windowMs: MINUTE }],
      clock(),
      deps.config.authRateLimitScale,
    );
    const letter = await getLetterFor(db, user, request.params.id);
    if (!letter.paid)
      throw new AppError("payment_required", "The small-claims guide is ready once your letter is paid for.");
    const [records, facts] = await Promise.all([loadCaseRecords(db, letter.id), proofFacts(db, letter, clock())]);
    const first = firstLetterRecord(records) ?? null;
    const blocks = smallClaimsGuideBlocks({
      letterId: letter.id,
      letter,
      preparedOn: facts.preparedOn,
      first,
      deadlinePassed: first ? deadlineOn(first.deadline, clock()).passed : false,
      outcome: latestOutcome(records),
      exhibits: exhibitsOf(facts).map((exhibit) => `${exhibit.label}: ${exhibitTitle(exhibit)}`),
    });
    const meta = {
      title: `Small claims and arbitration guide — Letter #${letter.id}`,
      author: letter.fullName,
      createdAt: clock(),
    };
    const pdf = await runInWorker("blocksPdf", { blocks, meta });
    return sendFile(reply, {
      body: Buffer.from(pdf),
      contentType: LETTER_CONTENT_TYPES.pdf,
      fileName: `small-claims-guide-${letter.id}.pdf`,
    });
  });

  /* Counts for running the business, never shown to the public as a success rate (LETTER.md). */
  api.get("/api/admin/outcomes", async (request) => {
    await requireAdmin(request, db);
    const result = (await db.execute(sql`
      select platform, latest.kind, count(*)::int as count
      from (
        select distinct on (c.letter_id) c.letter_id, c.kind from case_outcomes c
        order by c.letter_id, c.recorded_at desc, c.id desc
      ) latest
      join demand_letters l on l.id = latest.letter_id
      cross join lateral unnest(l.platforms) platform
      group by platform, latest.kind
      order by platform, latest.kind`)) as unknown as { rows: { platform: string; kind: string; count: number }[] };
    return { counts: result.rows };
  });

  /* One click from a reminder email turns reminders off; the page offers to turn them back on. */
  api.get("/api/reminders/opt-out", { schema: { querystring: optOutQuery } }, async (request, reply) => {
    const { user, token } = request.query;
    if (!optOutTokenMatches(deps.config.sessionSecret, user, token) || !(await setReminders(db, user, false))) {
      return page(
        reply,
        400,
        "This link does not work",
        "<p>The link is incomplete or not ours. Copy the whole link from the email, or reply to the email and we will stop the reminders for you.</p>",
      );
    }
    const again = `/api/reminders/opt-in?user=${user}&token=${encodeURIComponent(token)}`;
    return page(
      reply,
      200,
      "Reminders are off",
      `<p>We will not send you more reminders about your letters' deadlines. Emails about your orders and mail still come.</p>
<form method="post" action="${again}"><button type="submit" style="font: inherit; padding: 0.5rem 1rem">Turn reminders back on</button></form>`,
    );
  });

  app.post("/api/reminders/opt-in", async (request, reply) => {
    const parsed = optOutQuery.safeParse(request.query);
    if (!parsed.success || !optOutTokenMatches(deps.config.sessionSecret, parsed.data.user, parsed.data.token)) {
      return page(
        reply,
        400,
        "This link does not work",
        "<p>Reply to any of our emails and we will turn reminders back on for you.</p>",
      );
    }
    await setReminders(db, parsed.data.user, true);
    return page(reply, 200, "Reminders are on", "<p>We will remind you of your letters' deadlines again.</p>");
  });
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a; line-height: 1.5">
<h1 style="font-size: 1.5rem">${title}</h1>
${body}
<p><a href="/">Back to the app</a></p>
</body></html>`);
}
