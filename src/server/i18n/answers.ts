import type { FastifyRequest } from "fastify";
import { PSEUDO_LOCALE_COOKIE, pseudoText } from "../../domain/i18n/pseudo-text.ts";
import type { ErrorBody } from "../../domain/errors.ts";
import type { Language } from "../../domain/i18n/languages.ts";
import { type Catalogs, type Translator, translatorFor } from "../../domain/i18n/translate.ts";
import english from "./answers/en.json" with { type: "json" };
import spanish from "./answers/es.json" with { type: "json" };
import { requestLanguage } from "./request-language.ts";

/**
 * The API's answers in the request's language. Errors and validation messages are written in
 * English where they arise (AppError, the zod rules in domain/); the English catalog holds each
 * one's exact text under a stable id, so an answer is translated by finding its id from its text.
 * A message with placeholders matches as a pattern, and each value it caught is translated too
 * when the catalog knows it ("First name is required" -> "Nombre: este dato es obligatorio").
 * Text the catalog does not know is answered as it is.
 */
type AnswerId = keyof typeof english;
const catalogs: Catalogs<AnswerId> = { en: english, es: spanish };

const PLACEHOLDER = /\{(\w+)\}/g;

const exactIds = new Map<string, AnswerId>();
const patterns: { id: AnswerId; pattern: RegExp; names: string[]; literal: number }[] = [];
for (const [id, text] of Object.entries(english) as [AnswerId, string][]) {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  if (names.length === 0) {
    exactIds.set(text, id);
    exactIds.set(lowerFirst(text), id);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((piece, index) => (index % 2 === 1 ? "(.+?)" : escapeRegExp(piece)))
    .join("");
  patterns.push({ id, pattern: new RegExp(`^${source}$`, "s"), names, literal: text.replace(PLACEHOLDER, "").length });
}
/* The most specific pattern first: "Password must be at most {max} characters" before "{label} must be at most…". */
patterns.sort((a, b) => b.literal - a.literal);

const translators = new Map<Language, Translator<AnswerId>>();
function translator(language: Language): Translator<AnswerId> {
  let found = translators.get(language);
  if (!found) {
    found = translatorFor(catalogs, language);
    translators.set(language, found);
  }
  return found;
}

/** One English answer in `language`; unknown text comes back unchanged. */
export function translateAnswer(text: string, language: Language): string {
  if (language === "en") return text;
  const { t } = translator(language);
  const id = exactIds.get(text);
  if (id) return t(id);
  for (const { id, pattern, names } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, index) => [name, translateWord(match[index + 1] ?? "", language)]),
    );
    return t(id, values);
  }
  return text;
}

/** A caught value (a field's label, "attempts") in `language`, keeping its lower-case start. */
function translateWord(value: string, language: Language): string {
  const id = exactIds.get(value);
  if (!id) return value;
  const translated = translator(language).t(id);
  return value[0] === value[0]?.toLowerCase() ? lowerFirst(translated) : translated;
}

/** An error body in the request's language: its message and each field's message; the code stays. */
export function errorBodyFor(request: FastifyRequest, body: ErrorBody): ErrorBody {
  const language = requestLanguage(request);
  if (language === "en") return body;
  const translate = (text: string) => inPseudoLocale(request, translateAnswer(text, language));
  const message = translate(body.message);
  if (!body.fields) return { ...body, message };
  const fields = Object.fromEntries(Object.entries(body.fields).map(([key, text]) => [key, translate(text)]));
  return { ...body, message, fields };
}

/** A success answer's English sentence in the request's language. */
export function answerText(request: FastifyRequest, text: string): string {
  const language = requestLanguage(request);
  return language === "en" ? text : inPseudoLocale(request, translateAnswer(text, language));
}

/** A Spanish answer as the pseudo-locale shows it, for a browser testing it (domain/i18n/pseudo-text.ts). */
function inPseudoLocale(request: FastifyRequest, spanish: string): string {
  return request.cookies?.[PSEUDO_LOCALE_COOKIE] === "1" ? pseudoText(spanish) : spanish;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
