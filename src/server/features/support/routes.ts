import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams } from "../../../domain/ids.ts";
import {
  chatLineSchema,
  chatSeenSchema,
  supportMessageSchema,
  supportReadSchema,
  supportReplySchema,
} from "../../../domain/accounts/support-messages.ts";
import { answerText } from "../../i18n/answers.ts";
import type { AppDeps } from "../../deps.ts";
import { enforceRateLimits, MINUTE } from "../../http/rate-limit.ts";
import { findUser, requireAdmin, requireUser } from "../auth/current-user.ts";
import type { OutboxDeps } from "../outbox/outbox-deps.ts";
import { sendSoon } from "../outbox/send-emails.ts";
import { replyToSupportMessage } from "./reply-to-support-message.ts";
import { sendSupportMessage } from "./send-support-message.ts";
import { getChat, markChatSeen, writeChatLine } from "./support-chat.ts";
import { getSupportMessage, listSupportMessages, markSupportMessage } from "./support-inbox.ts";

/** Messages a sender may write an hour: signed out, per address; signed in, per account. */
export const SUPPORT_LIMITS = { guestPerHour: 5, userPerHour: 20, chatLinesPerHour: 60 };

/** /support's form (anyone) and the Admin Center's Messages tab (admins: 401 signed out, 403 others). */
export async function supportRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const outbox: OutboxDeps = { db, email: deps.email, clock: deps.clock, log: app.log };

  api.post("/api/support/messages", { schema: { body: supportMessageSchema } }, async (request, reply) => {
    const user = await findUser(request, db);
    const now = deps.clock();
    await enforceRateLimits(
      db,
      [
        user
          ? { key: `support:user:${user.id}`, max: SUPPORT_LIMITS.userPerHour, windowMs: 60 * MINUTE, what: "messages" }
          : {
              key: `support:ip:${request.ip}`,
              max: SUPPORT_LIMITS.guestPerHour,
              windowMs: 60 * MINUTE,
              what: "messages",
            },
      ],
      now,
    );
    const sent = await sendSupportMessage(
      { db, supportEmail: config.supportEmail, appUrl: config.appUrl, now },
      user,
      request.body,
    );
    if (sent.emailId !== undefined) sendSoon(outbox, sent.emailId);
    return reply
      .status(201)
      .send({ id: sent.id, message: answerText(request, "Thank you. Your message has reached our support team.") });
  });

  /* The live chat: a signed-in user's own conversation only (401 signed out); admins answer below. */
  api.get("/api/support/chat", async (request) => {
    const user = await requireUser(request, db);
    return getChat(db, user.id);
  });

  api.post("/api/support/chat", { schema: { body: chatLineSchema } }, async (request, reply) => {
    const user = await requireUser(request, db);
    const now = deps.clock();
    await enforceRateLimits(
      db,
      [
        {
          key: `support:chat:${user.id}`,
          max: SUPPORT_LIMITS.chatLinesPerHour,
          windowMs: 60 * MINUTE,
          what: "messages",
        },
      ],
      now,
    );
    const emailIds = await writeChatLine(
      { db, supportEmail: config.supportEmail, appUrl: config.appUrl, now },
      user,
      request.body.message,
    );
    for (const id of emailIds) sendSoon(outbox, id);
    return reply.status(201).send(await getChat(db, user.id));
  });

  api.post("/api/support/chat/seen", { schema: { body: chatSeenSchema } }, async (request) => {
    const user = await requireUser(request, db);
    await markChatSeen(db, user.id, request.body.through);
    return getChat(db, user.id);
  });

  api.get("/api/admin/support/messages", async (request) => {
    await requireAdmin(request, db);
    return listSupportMessages(db);
  });

  api.get("/api/admin/support/messages/:id", { schema: { params: idParams } }, async (request) => {
    await requireAdmin(request, db);
    return getSupportMessage(db, request.params.id);
  });

  api.post(
    "/api/admin/support/messages/:id/read",
    { schema: { params: idParams, body: supportReadSchema } },
    async (request) => {
      const admin = await requireAdmin(request, db);
      return markSupportMessage(db, {
        id: request.params.id,
        read: request.body.read,
        adminId: admin.id,
        now: deps.clock(),
      });
    },
  );

  api.post(
    "/api/admin/support/messages/:id/reply",
    { schema: { params: idParams, body: supportReplySchema } },
    async (request) => {
      const admin = await requireAdmin(request, db);
      const sent = await replyToSupportMessage(
        { db, appUrl: config.appUrl, now: deps.clock() },
        { id: request.params.id, adminId: admin.id, text: request.body.message },
      );
      if (sent.emailId !== undefined) sendSoon(outbox, sent.emailId);
      return { message: sent.message };
    },
  );
}
