import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, sessionCookie, signUp, type TestApp, uniqueEmail } from "../helpers/test-app.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";

const SUPPORT = "help@app.test";
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: "http://app.test", SUPPORT_EMAIL: SUPPORT } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function signUpInSpanish() {
  const email = uniqueEmail("ana");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: "correct horse battery", firstName: "Ana", lastName: "Ruiz", language: "es" },
  });
  expect(response.statusCode).toBe(201);
  return { email, cookie: sessionCookie(response) };
}

/** The decoded subject and text of a caught email (UTF-8, quoted-printable or base64). */
function read(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1] ?? "";
  const subject = header("Subject")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : qp(data.replaceAll("_", " ")),
    );
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? qp(body)
        : body;
  return { subject, text: text.replace(/\r\n/g, "\n") };
}

function qp(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

const caught = async (to: string, predicate: (mail: { subject: string; text: string }) => boolean) =>
  read((await smtp.waitFor((m) => m.to.includes(to) && predicate(read(m.raw)))).raw);

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });

describe("the password-reset email", () => {
  it("is Spanish for a Spanish account: subject, body and footer", async () => {
    const { email } = await signUpInSpanish();
    await forgot(email);
    const mail = read((await smtp.waitFor((m) => m.to.includes(email))).raw);
    expect(mail.subject).toBe("Restablezca su contraseña de ReinstateLetter");
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.text).toContain("Alguien pidió restablecer la contraseña de su cuenta de ReinstateLetter.");
    expect(mail.text).toContain("http://app.test/reset-password?token=");
    expect(mail.text).toContain(`-- \n¿Tiene preguntas? Escriba a ${SUPPORT} o contáctenos en http://app.test/support`);
    expect(mail.text).not.toMatch(/Hello|Someone asked|Questions\?/);
  });

  it("stays English, word for word, for an English account", async () => {
    const { email } = await signUp(t.app, { firstName: "Ada" });
    await forgot(email);
    const mail = read((await smtp.waitFor((m) => m.to.includes(email))).raw);
    expect(mail.subject).toBe("Reset your ReinstateLetter password");
    expect(mail.text).toContain(
      "Hello Ada,\n\nSomeone asked to reset the password of your ReinstateLetter account. To choose a new password, open this link:",
    );
    expect(mail.text).toContain(
      "The link works once, for 1 hour. If you did not ask for this, ignore this email: your password stays as it is.",
    );
    expect(mail.text).toContain(`-- \nQuestions? Email ${SUPPORT} or write to us at http://app.test/support`);
  });
});

describe("the receipt email", () => {
  it("is Spanish for a Spanish account, the date written the es-US way", async () => {
    const { email, cookie } = await signUpInSpanish();
    const letterId = await createLetter(t.app, cookie);
    const orderId = await buyLetter(t.app, cookie, letterId, "mail");
    const mail = await caught(email, (m) => m.subject.endsWith(`#${orderId}`));
    expect(mail.subject).toBe(`Su recibo de ReinstateLetter del pedido #${orderId}`);
    expect(mail.text).toContain("Gracias por su pago. Este es su recibo.");
    expect(mail.text).toMatch(
      new RegExp(`Pedido #${orderId}: Carta \\+ correo certificado \\(carta #${letterId}\\), \\$\\d+\\.\\d\\d USD`),
    );
    expect(mail.text).toMatch(/Total pagado: \$\d+\.\d\d USD/);
    expect(mail.text).toMatch(/Fecha: \d{1,2} de [a-z]+ de \d{4}/);
    expect(mail.text).toContain("Imprimiremos su carta");
    expect(mail.text).toContain("Sus pedidos: http://app.test/orders");
    expect(mail.text).toContain("¿Tiene preguntas?");
    expect(mail.text).not.toMatch(/Thank you|Amount paid|Your orders|Questions\?/);
  });

  it("stays English for an English account", async () => {
    const { email, cookie } = await signUp(t.app);
    const letterId = await createLetter(t.app, cookie);
    const orderId = await buyLetter(t.app, cookie, letterId, "digital");
    const mail = await caught(email, (m) => m.subject.endsWith(`#${orderId}`));
    expect(mail.subject).toBe(`Your ReinstateLetter receipt for Order #${orderId}`);
    expect(mail.text).toContain("Thank you for your payment. Here is your receipt.");
    expect(mail.text).toMatch(
      new RegExp(`Order #${orderId}: Digital Letter \\(Letter #${letterId}\\), \\$\\d+\\.\\d\\d USD`),
    );
    expect(mail.text).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4} at /);
    expect(mail.text).toContain("Your letter is ready to download as PDF and Word.");
    expect(mail.text).toContain(`Questions? Email ${SUPPORT}`);
  });
});
