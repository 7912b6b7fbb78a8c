import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/i18n/languages.ts";

/** The cookie the site's language switch sets for visitors (see the client's language-choice.ts). */
export const LANGUAGE_COOKIE = "lang";

/**
 * The language to answer a request in: the signed-in account's, else the `lang` cookie, else the
 * first language of Accept-Language we speak (by q-value; any es-* is Spanish), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const session = request.session as FastifyRequest["session"] | undefined;
  const account = session?.user;
  if (account && session?.userId === account.id && isLanguage(account.language)) return account.language;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return acceptedLanguage(request.headers["accept-language"]);
}

/** The best language of an Accept-Language header that we speak: "es-MX,es;q=0.9,en;q=0.8" -> es. */
export function acceptedLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { primary } of ranked) {
    if (isLanguage(primary)) return primary;
    if (primary === "*") return DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}
