import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import englishCase from "../../src/client/i18n/messages/en/case.json";
import spanishCase from "../../src/client/i18n/messages/es/case.json";
import englishWizard from "../../src/client/i18n/messages/en/wizard.json";
import spanishWizard from "../../src/client/i18n/messages/es/wizard.json";
import { HOLIDAY_KEYS, movedClauseText, supportChangeWords } from "../../src/client/features/case/case-event-words.ts";
import { supportChangeText, supportChangeValues } from "../../src/domain/accounts/admin-changes.ts";
import { PLATFORM_TERMS } from "../../src/domain/letter/platform-terms.ts";
import { senderFieldProblems } from "../../src/domain/letter/mail-field-limits.ts";
import { addDays } from "../../src/domain/time/clock.ts";
import { deadlineAfter, movedClause } from "../../src/domain/time/deadlines.ts";
import { translateAnswer } from "../../src/server/i18n/answers.ts";
import { federalHolidays } from "../../src/domain/time/holidays.ts";

/** Two parts of a language's catalog (the typed ids name every part's messages; these two are enough here). */
const parts = (...catalogs: Record<string, string>[]) => Object.assign({}, ...catalogs) as never;
const english = createIntl({ locale: "en-US", messages: parts(englishCase, englishWizard) });
const spanish = createIntl({ locale: "es-US", messages: parts(spanishCase, spanishWizard) });

describe("a deadline moved off a closed day, worded by the case page", () => {
  it("says in English exactly what the server says, for every closed day of three years", () => {
    let moved = 0;
    for (let day = "2026-01-01"; day < "2029-01-01"; day = addDays(day, 1)) {
      const deadline = deadlineAfter(day, 0);
      if (!deadline.movedBecause) continue;
      moved++;
      expect(movedClauseText(english, { moved: "yes", counted: deadline.counted })).toBe(movedClause(deadline));
    }
    expect(moved).toBeGreaterThan(300);
  });

  it("names every federal holiday in Spanish, and a weekend day by its Spanish name", () => {
    const names = federalHolidays(2027).map((holiday) => holiday.name);
    expect(Object.keys(HOLIDAY_KEYS).sort()).toEqual([...names].sort());
    expect(movedClauseText(spanish, { moved: "yes", counted: "2026-12-25" })).toBe(
      ", trasladado al siguiente día hábil porque el 25 de diciembre de 2026 es Navidad, un feriado federal",
    );
    expect(movedClauseText(spanish, { moved: "yes", counted: "2026-12-26" })).toBe(
      ", trasladado al siguiente día hábil porque el 26 de diciembre de 2026 es sábado",
    );
    /* July 4, 2027 is a Sunday: the holiday is observed on Monday the 5th. */
    expect(movedClauseText(spanish, { moved: "yes", counted: "2027-07-05" })).toBe(
      ", trasladado al siguiente día hábil porque el 5 de julio de 2027 es el día en que se observa el feriado federal de Día de la Independencia",
    );
    expect(movedClauseText(spanish, { moved: "no", counted: "2026-12-25" })).toBe("");
  });
});

describe("support's changes on the timeline", () => {
  const changes: [string, Record<string, unknown>][] = [
    ["letter.update", { before: { city: "A" }, after: { city: "B" } }],
    ["letter.update", { before: {}, after: { fullName: "X", city: "B", banDate: "2026-01-02" } }],
    ["letter.update", { before: {}, after: {} }],
    ["evidence.upload", { before: null, after: { caption: "Appeal reply" } }],
    ["evidence.remove", { before: { caption: "Screenshot" }, after: null, reason: "It showed the flagged post." }],
  ];

  it("read in English as the server writes them", () => {
    for (const [action, details] of changes) {
      expect(supportChangeWords(english, supportChangeValues(action, details))).toBe(
        supportChangeText(action, details),
      );
    }
  });

  it("read in Spanish, the fields named in Spanish", () => {
    const [, details] = changes[1];
    expect(supportChangeWords(spanish, supportChangeValues("letter.update", details))).toBe(
      "El equipo de soporte cambió en su carta: nombre completo, ciudad y fecha del bloqueo.",
    );
    const [, removed] = changes[4];
    expect(supportChangeWords(spanish, supportChangeValues("evidence.remove", removed))).toBe(
      "El equipo de soporte eliminó el archivo «Screenshot». Motivo: It showed the flagged post.",
    );
  });
});

describe("the terms and the mail service's limits, worded by the page", () => {
  it("name each platform's terms and WhatsApp's claim limit in English as the terms do", () => {
    for (const [platform, terms] of Object.entries(PLATFORM_TERMS)) {
      expect(english.formatMessage({ id: "case.terms.name" }, { platform })).toBe(terms.termsName);
      if ("claimDeadline" in terms && terms.claimDeadline) {
        expect(english.formatMessage({ id: "case.terms.claimRule" }, { platform })).toBe(terms.claimDeadline);
      }
    }
  });

  it("says a field is too long for the mail service in English as the domain does, and in Spanish", () => {
    const sender = { fullName: "N".repeat(45), address: "1 Main St", city: "Oakland" };
    const problems = senderFieldProblems("lob", sender);
    const values = { field: "fullName", max: 40, length: 45, service: "Lob" };
    expect(english.formatMessage({ id: "wizard.personal.mailLimit" }, values)).toBe(problems.fullName);
    expect(spanish.formatMessage({ id: "wizard.personal.mailLimit" }, values)).toBe(
      "El nombre completo puede tener como máximo 40 caracteres para el correo certificado (Lob no imprime más), y ahora tiene 45. Use menos caracteres o elija la carta digital.",
    );
  });
});

describe("the server's answer when a field is too long for the mail service", () => {
  it("is answered in Spanish with the field named in Spanish, and in English as written", () => {
    const problems = senderFieldProblems("lob", { fullName: "N".repeat(45), address: "A".repeat(70), city: "Oakland" });
    expect(translateAnswer(problems.fullName, "en")).toBe(problems.fullName);
    expect(translateAnswer(problems.address, "es")).toBe(
      "Dirección: puede tener como máximo 64 caracteres para el correo certificado (Lob no imprime más), y ahora tiene 70. Use menos caracteres o elija la carta digital.",
    );
  });
});
