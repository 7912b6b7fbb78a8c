import { describe, expect, it } from "vitest";
import { replyDeadline } from "../../src/domain/time/deadlines.ts";
import { dueReminders, reminderText } from "../../src/server/features/case/reminders.ts";
import { emailWords } from "../../src/server/i18n/emails.ts";

const deps = { appUrl: "http://app.test", sessionSecret: "a secret long enough for the opt-out token" };
const open = { first_name: "Ana", letter_id: 7, user_id: 3 };

describe("the case reminders in the account's language", () => {
  it("stays English by default, word for word", () => {
    const [reminder] = dueReminders(replyDeadline("2026-10-01"), 0);
    expect(reminder?.subject).toBe("ReinstateLetter: The deadline in your letter has come");
    expect(reminder?.body).toMatch(/^The deadline in your letter to Meta was November 2, 2026\. /);
    const text = reminderText(deps, open, "Body.");
    expect(text).toMatch(/^Hello Ana,\n\nBody\.\n\nYour case: http:\/\/app\.test\/letters\/7\n/);
    expect(text).toContain("We are not a law firm and this is not legal advice.");
  });

  it("is Spanish for a Spanish account, the day written the es-US way", () => {
    const words = emailWords("es");
    const [soon] = dueReminders(replyDeadline("2026-10-01"), 3, true, words);
    expect(soon?.subject).toBe("ReinstateLetter: faltan 7 días para el plazo de su carta");
    expect(soon?.body).toMatch(/^El plazo de su carta a Meta vence el 2 de noviembre de 2026\./);
    const text = reminderText(deps, open, "Cuerpo.", words);
    expect(text).toMatch(/^Hola, Ana:\n\nCuerpo\.\n\nSu caso: http:\/\/app\.test\/letters\/7\n/);
    expect(text).toContain("No somos un bufete de abogados y esto no es asesoramiento legal.");
  });

  it("says in Spanish that a deadline moved off a weekend", () => {
    const deadline = replyDeadline("2026-10-01");
    expect(deadline.movedBecause).not.toBeNull();
    expect(emailWords("es").moved(deadline)).toBe(
      ", trasladado al siguiente día hábil porque el 31 de octubre de 2026 no es día hábil",
    );
    expect(emailWords("en").moved(deadline)).toMatch(/^, moved to the next business day because October 31, 2026 is /);
  });
});
