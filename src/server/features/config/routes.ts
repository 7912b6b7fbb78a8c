import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps.ts";

/** What the pages need to know about this installation. */
export async function configRoutes(app: FastifyInstance, { config }: AppDeps) {
  app.get("/api/config", async () => ({
    bannerTitle: config.banner.title,
    bannerText: config.banner.text,
    supportChatSrc: config.supportChatSrc ?? null,
    supportEmail: config.supportEmail,
    testMode: config.testMode,
    mailService: config.mailProvider,
  }));
}
