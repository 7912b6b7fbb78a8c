import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { outcomeSchema } from "../../../domain/case/case.ts";
import { AppError } from "../../../domain/errors.ts";
import { requireUsSender } from "../../../domain/case/us-only-documents.ts";
import { idParams, recordId } from "../../../domain/ids.ts";
import type { AppDeps } from "../../deps.ts";
import { actsForCustomer } from "../admin/support-changes.ts";
import { requireAdmin, requireUser } from "../auth/current-user.ts";
import { getLetterFor } from "../letters/get-own-letter.ts";
import { LETTER_CONTENT_TYPES } from "../documents/file-names.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { downloadParams, limitDownloads, sendFile } from "../letters/downloads.ts";
import { exhibitsOf, exhibitTitle } from "../../../domain/case/proof-packet.ts";
import { smallClaimsGuideFor } from "./small-claims-guide-file.ts";
import { escalationOf } from "./escalation.ts";
import { makeCaseRecordInTurn } from "./case-record-gate.ts";
import { CASE_RECORD_LOCKED, gatherProof, proofFacts } from "./proof-packet.ts";
import { caseTimeZone, deadlineOn, firstLetterRecord, getCase, latestOutcome, loadCaseRecords } from "./get-case.ts";
import { recordOutcome } from "./record-outcome.ts";
import { recordSending } from "./record-sending.ts";
import { sendingSchema } from "../../../domain/case/sending.ts";
import { optOutTokenMatches, setReminders } from "./reminders.ts";
import { requestSignal } from "../../http/request-signal.ts";
import { spooled } from "../../http/spooled-file.ts";
import { mailedFinalNotice } from "../dispatch/final-notice-to-mail.ts";
import { keptNoticeFile, recordNoticeSending } from "./downloaded-notice.ts";
import { appealWindowSchema } from "../../../domain/case/appeal-window.ts";
import { recordAppealDay } from "./record-appeal-day.ts";
import { countyBody, recordCounty } from "./record-county.ts";
import { storedCounty } from "./case-extras.ts";

const optOutQuery = z.object({ user: recordId, token: z.string().max(100) });

/** The case after the letter: its timeline, what the user recorded, and the reminders' opt-out. */
export async function caseRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  /* The owner, or an admin; anyone else gets 404 as if the letter did not exist. */
  api.get("/api/demand-letters/:id/case", { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(request, db);
    const letter = await getLetterFor(db, user, request.params.id);
    return getCase(db, letter, clock(), actsForCustomer(user, letter) ? "support" : "owner", deps.mail.current.kind);
  });

  api.post(
    "/api/demand-letters/:id/outcome",
    { schema: { params: idParams, body: outcomeSchema } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      const letter = await getLetterFor(db, user, request.params.id);
      if (!letter.paid)
        throw new AppError("conflict", "You can record what happened once your letter is paid for and sent.");
      const support = actsForCustomer(user, letter);
      await recordOutcome(db, {
        letterId: letter.id,
        input: request.body,
        now: clock(),
        supportActorId: support ? user.id : null,
      });
      return reply
        .status(201)
        .send(await getCase(db, letter, clock(), support ? "support" : "owner", deps.mail.current.kind));
    },
  );

  /* When and how the sender sent the letter they mailed themselves (the sender's record, not support's). */
  api.put("/api/demand-letters/:id/sending", { schema: { params: idParams, body: sendingSchema } }, async (request) => {
    const user = await requireUser(request, db);
    const letter = await getLetterFor(db, user, request.params.id);
    if (actsForCustomer(user, letter))
      throw new AppError("forbidden", "Only the sender can record when and how they sent their letter.");
    await recordSending(db, letter, request.body, clock());
    return getCase(db, letter, clock(), "owner", deps.mail.current.kind);
  });

  /* The last day to appeal inside Meta as the sender's notice gives it; blank goes back to 180 days from the ban date. */
  api.put(
    "/api/demand-letters/:id/appeal-window",
    { schema: { params: idParams, body: appealWindowSchema } },
    async (request) => {
      const user = await requireUser(request, db);
      const letter = await getLetterFor(db, user, request.params.id);
      if (actsForCustomer(user, letter))
        throw new AppError("forbidden", "Only the sender can record the day their notice from Meta gives.");
      await recordAppealDay(db, letter, request.body.lastDay, clock());
      return getCase(db, letter, clock(), "owner", deps.mail.current.kind);
    },
  );

  /* The sender's county, where each county sets the small-claims fee: the guide links its court (decision 0070). */
  api.put("/api/demand-letters/:id/county", { schema: { params: idParams, body: countyBody } }, async (request) => {
    const user = await requireUser(request, db);
    const letter = await getLetterFor(db, user, request.params.id);
    if (actsForCustomer(user, letter)) throw new AppError("forbidden", "Only the sender can choose their county.");
    await recordCounty(db, letter, request.body.county, clock());
    return getCase(db, letter, clock(), "owner", deps.mail.current.kind);
  });

  /* The final notice: free for a paid letter once it is offered; dated and kept at its first download. */
  api.get(
    "/api/demand-letters/:id/download/follow-up/:format",
    { schema: { params: downloadParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await limitDownloads(deps, user.id);
      const letter = await getLetterFor(db, user, request.params.id);
      requireUsSender(letter, "final-notice");
      const format = request.params.format === "word" ? "docx" : "pdf";
      const fileName = `final-notice-${letter.id}.${format}`;
      /* Once mailed, the notice is the copy the mail service took, and its Word copy (decision 0026). */
      const mailed = await mailedFinalNotice(db, letter.id);
      if (mailed) {
        const kept = format === "pdf" ? mailed.pdf : mailed.docx;
        if (!kept)
          throw new AppError(
            "conflict",
            "Your final notice was mailed as a PDF and only that file was kept. Download the PDF: it is the notice as mailed.",
          );
        return sendFile(reply, { body: kept, contentType: LETTER_CONTENT_TYPES[format], fileName });
      }
      /* Otherwise the copy kept at the first download: dated that day, the same bytes at every download (decision 0044). */
      const body = await keptNoticeFile(db, letter, clock(), format, requestSignal(reply));
      return sendFile(reply, { body, contentType: LETTER_CONTENT_TYPES[format], fileName });
    },
  );

  /* When and how the sender sent the final notice they downloaded (the sender's record, as for the letter). */
  api.put(
    "/api/demand-letters/:id/follow-up/sending",
    { schema: { params: idParams, body: sendingSchema } },
    async (request) => {
      const user = await requireUser(request, db);
      const letter = await getLetterFor(db, user, request.params.id);
      if (actsForCustomer(user, letter))
        throw new AppError("forbidden", "Only the sender can record when and how they sent their final notice.");
      requireUsSender(letter, "final-notice");
      if (!letter.paid)
        throw new AppError("conflict", "You can record how you sent your final notice once your letter is paid for.");
      await recordNoticeSending(db, letter, request.body, clock());
      return getCase(db, letter, clock(), "owner", deps.mail.current.kind);
    },
  );

  /* The proof packet: one PDF of the whole case, built on the worker pool. */
  api.get("/api/demand-letters/:id/download/proof", { schema: { params: idParams } }, async (request, reply) => {
    const user = await requireUser(request, db);
    await limitDownloads(deps, user.id);
    const letter = await getLetterFor(db, user, request.params.id);
    if (!letter.paid) throw new AppError("payment_required", CASE_RECORD_LOCKED);
    /* One record per account at a time, and few across accounts, so others' letters keep the render workers (decision 0067). */
    const signal = requestSignal(reply);
    const packet = await makeCaseRecordInTurn(user.id, signal, async () =>
      runInWorker("proofPacket", await gatherProof(db, deps.files, letter, clock()), { signal }),
    );
    /* Streamed from a temporary file: a slow reader never holds the whole record in memory. */
    const record = await spooled(packet, deps.files.incomingDir);
    return sendFile(reply.header("content-length", record.size), {
      body: record.stream,
      contentType: LETTER_CONTENT_TYPES.pdf,
      fileName: `case-record-${letter.id}.pdf`,
    });
  });

  /* The small-claims and arbitration guide for the sender's state, drafted from the case. */
  api.get("/api/demand-letters/:id/download/small-claims", { schema: { params: idParams } }, async (request, reply) => {
    const user = await requireUser(request, db);
    await limitDownloads(deps, user.id);
    const letter = await getLetterFor(db, user, request.params.id);
    requireUsSender(letter, "small-claims");
    if (!letter.paid)
      throw new AppError("payment_required", "The small-claims guide is ready once your letter is paid for.");
    const [records, facts, county] = await Promise.all([
      loadCaseRecords(db, letter.id),
      proofFacts(db, letter, clock()),
      storedCounty(db, letter.id),
    ]);
    if (!escalationOf(letter, records, clock()).smallClaims)
      throw new AppError(
        "conflict",
        "The small-claims guide is offered once Meta refuses or the reply deadline in your letter has passed.",
      );
    const zone = caseTimeZone(letter);
    const first = firstLetterRecord(records, zone) ?? null;
    const input = {
      letterId: letter.id,
      letter,
      preparedOn: facts.preparedOn,
      first,
      deadlinePassed: first ? deadlineOn(first.deadline, clock(), zone).passed : false,
      outcome: latestOutcome(records),
      exhibits: exhibitsOf(facts).map((exhibit) => `${exhibit.label}: ${exhibitTitle(exhibit)}`),
      county,
    };
    const guide = smallClaimsGuideFor(input, user.language, clock());
    const pdf = await runInWorker(
      "blocksPdf",
      { blocks: guide.blocks, meta: guide.meta },
      { signal: requestSignal(reply) },
    );
    return sendFile(reply, { body: Buffer.from(pdf), contentType: LETTER_CONTENT_TYPES.pdf, fileName: guide.fileName });
  });

  /* Counts of what customers recorded (not support), never shown to the public as a success rate (LETTER.md). */
  api.get("/api/admin/outcomes", async (request) => {
    await requireAdmin(request, db);
    const result = (await db.execute(sql`
      select platform, latest.kind, count(*)::int as count
      from (
        select distinct on (c.letter_id) c.letter_id, c.kind from case_outcomes c
        where not c.by_support
        order by c.letter_id, c.recorded_at desc, c.id desc
      ) latest
      join demand_letters l on l.id = latest.letter_id
      cross join lateral unnest(l.platforms) platform
      group by platform, latest.kind
      order by platform, latest.kind`)) as unknown as { rows: { platform: string; kind: string; count: number }[] };
    return { counts: result.rows };
  });

  /* The signed-in user's reminders, read and set from the case page. */
  api.get("/api/reminders", async (request) => {
    const user = await requireUser(request, db);
    const [row] = await db.select({ off: users.remindersOff }).from(users).where(eq(users.id, user.id));
    return { on: !row?.off };
  });
  api.patch("/api/reminders", { schema: { body: z.object({ on: z.boolean() }) } }, async (request) => {
    const user = await requireUser(request, db);
    await setReminders(db, user.id, request.body.on);
    return { on: request.body.on };
  });

  /*
   * The link in a reminder opens a page whose button turns reminders off: a GET changes nothing, so
   * a mail scanner or a browser's prefetch cannot opt anyone out. The pages' buttons post plain
   * HTML forms, so these routes read form bodies (and ignore them: the link carries all they need).
   */
  api.get("/api/reminders/opt-out", { schema: { querystring: optOutQuery } }, async (request, reply) => {
    const { user, token } = request.query;
    if (!optOutTokenMatches(deps.config.sessionSecret, user, token)) return badLink(reply);
    return page(
      reply,
      200,
      "Stop the reminders?",
      `<p>We remind you when your letter is delivered, 7 days before its reply deadline and on the deadline. Emails about your orders and mail still come.</p>
${formButton("/api/reminders/opt-out", user, token, "Turn reminders off")}`,
    );
  });

  await app.register(async (forms) => {
    forms.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, _body, done) =>
      done(null, {}),
    );
    for (const on of [false, true]) {
      forms.post(on ? "/api/reminders/opt-in" : "/api/reminders/opt-out", async (request, reply) => {
        const parsed = optOutQuery.safeParse(request.query);
        if (!parsed.success || !optOutTokenMatches(deps.config.sessionSecret, parsed.data.user, parsed.data.token))
          return badLink(reply);
        const { user, token } = parsed.data;
        if (!(await setReminders(db, user, on))) return badLink(reply);
        return on
          ? page(
              reply,
              200,
              "Reminders are on",
              `<p>We will remind you of your letters' deadlines again.</p>
${formButton("/api/reminders/opt-out", user, token, "Turn reminders off")}`,
            )
          : page(
              reply,
              200,
              "Reminders are off",
              `<p>We will not send you more reminders about your letters' deadlines. Emails about your orders and mail still come.</p>
${formButton("/api/reminders/opt-in", user, token, "Turn reminders back on")}`,
            );
      });
    }
  });
}

function formButton(action: string, user: number, token: string, label: string): string {
  return `<form method="post" action="${action}?user=${user}&amp;token=${encodeURIComponent(token)}"><button type="submit" style="font: inherit; padding: 0.5rem 1rem">${label}</button></form>`;
}

function badLink(reply: FastifyReply) {
  return page(
    reply,
    400,
    "This link does not work",
    "<p>The link is incomplete or not ours. Copy the whole link from the email, or turn reminders off and on from your letter's case page.</p>",
  );
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
