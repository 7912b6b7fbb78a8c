import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { z } from "zod";
import { AppError } from "../../../domain/errors.ts";
import { checkoutRequestSchema, mailedDocument } from "../../../domain/money/orders.ts";
import { type AppDeps, paymentDeps } from "../../deps.ts";
import { requireUser } from "../auth/current-user.ts";
import { confirmCheckout } from "./confirm-checkout.ts";
import { handleStripeEvent } from "./handle-stripe-event.ts";
import { startCheckout } from "./start-checkout.ts";
import { startSplitCheckout } from "./start-split-checkout.ts";

export async function paymentRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payment = paymentDeps(app, deps);

  api.post("/api/create-checkout-session", { schema: { body: checkoutRequestSchema } }, async (request) => {
    const user = await requireUser(request, deps.db);
    const { letterId, packageType, letterIds } = request.body;
    const split = [...new Set([letterId, ...(letterIds ?? [])])];
    if (split.length > 1) {
      if (packageType === "follow-up-mail" || packageType === "data-request-mail")
        throw new AppError("invalid_input", `A ${mailedDocument(packageType)} is paid one at a time.`);
      const { url, orderIds } = await startSplitCheckout(payment, user, split, packageType);
      return { checkoutUrl: url, orderId: orderIds[0], orderIds };
    }
    const { url, orderId } = await startCheckout(payment, user, letterId, packageType);
    return { checkoutUrl: url, orderId };
  });

  api.get(
    "/api/checkout/confirm",
    {
      schema: {
        querystring: z.object({
          session_id: z
            .string({ error: "session_id is required" })
            .regex(/^[A-Za-z0-9_]{1,200}$/, "session_id is not valid"),
        }),
      },
    },
    async (request) => {
      const user = await requireUser(request, deps.db);
      return confirmCheckout(payment, user.id, request.query.session_id);
    },
  );

  await app.register(async (webhook) => {
    // Stripe signs the exact bytes it sent: keep the body raw here.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    webhook.post("/api/stripe/webhook", async (request) => {
      const secret = deps.config.stripe.webhookSecret;
      if (deps.payments.kind !== "stripe" || !secret) {
        throw new AppError("invalid_input", "Stripe webhooks are not configured on this server.");
      }
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
        throw new AppError("invalid_input", "Missing Stripe signature.");
      }
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new AppError("invalid_input", "The Stripe signature is not valid.");
      }
      await handleStripeEvent(payment, event);
      return { received: true };
    });
  });
}
