import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, signUp, type TestApp, uniqueEmail } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload, headers });
const badSignUp = { email: "nope", password: "short", firstName: "", lastName: "Ruiz" };

describe("the API answers in the request's language", () => {
  it("answers validation in English by default, word for word as before", async () => {
    const response = await register(badSignUp);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "invalid_input",
      message: "Invalid email address",
      fields: {
        email: "Invalid email address",
        password: "Password must be at least 8 characters",
        firstName: "First name is required",
      },
    });
  });

  it("answers validation in Spanish for Accept-Language es-*, the code unchanged", async () => {
    const response = await register(badSignUp, { "accept-language": "es-MX,es;q=0.9,en;q=0.8" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "invalid_input",
      message: "Correo electrónico no válido",
      fields: {
        email: "Correo electrónico no válido",
        password: "La contraseña debe tener al menos 8 caracteres",
        firstName: "Nombre: este dato es obligatorio",
      },
    });
  });

  it("weighs Accept-Language by q-value", async () => {
    const english = await register(badSignUp, { "accept-language": "es;q=0.5, en;q=0.9" });
    expect(english.json().message).toBe("Invalid email address");
    const spanish = await register(badSignUp, { "accept-language": "fr, es-US;q=0.8, en;q=0.7" });
    expect(spanish.json().message).toBe("Correo electrónico no válido");
  });

  it("lets the lang cookie win over Accept-Language", async () => {
    const spanish = await register(badSignUp, { cookie: "lang=es", "accept-language": "en-US" });
    expect(spanish.json().message).toBe("Correo electrónico no válido");
    const english = await register(badSignUp, { cookie: "lang=en", "accept-language": "es" });
    expect(english.json().message).toBe("Invalid email address");
  });

  it("answers a thrown error in Spanish, keeping its code", async () => {
    const { email } = await signUp(t.app);
    const again = await register(
      { email, password: "correct horse battery", firstName: "Ana", lastName: "Ruiz" },
      { cookie: "lang=es" },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "conflict",
      message: "Ya existe una cuenta con este correo electrónico. Inicie sesión o restablezca su contraseña.",
    });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "not the password" },
      headers: { "accept-language": "es" },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ code: "unauthorized", message: "Correo electrónico o contraseña incorrectos." });
  });

  it("follows the signed-in account's language over the cookie and the browser", async () => {
    const response = await register({
      email: uniqueEmail(),
      password: "correct horse battery",
      firstName: "Ana",
      lastName: "Ruiz",
      language: "es",
    });
    const cookie = sessionCookie(response);
    const missing = await t.app.inject({
      url: "/api/demand-letters/999999",
      headers: { cookie: `${cookie}; lang=en`, "accept-language": "en-US" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "not_found", message: "No se encontró la carta." });
    const badId = await t.app.inject({ url: "/api/demand-letters/abc", headers: { cookie } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe("invalid_input");
    expect(badId.json().message).toBe("El identificador debe ser un número");
  });

  it("translates a message with values, and the field label inside it", async () => {
    const long = "x".repeat(101);
    const response = await register(
      { email: uniqueEmail(), password: "correct horse battery", firstName: long, lastName: "Ruiz" },
      { cookie: "lang=es" },
    );
    expect(response.json().fields.firstName).toBe("Nombre: escriba como máximo 100 caracteres");
    const password = await register(
      { email: uniqueEmail(), password: "p".repeat(201), firstName: "Ana", lastName: "Ruiz" },
      { cookie: "lang=es" },
    );
    expect(password.json().fields.password).toBe("La contraseña debe tener como máximo 200 caracteres");
  });

  it("answers a framework refusal and a success message in Spanish", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "{not json",
      headers: { "content-type": "application/json", cookie: "lang=es" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: "invalid_input", message: "El cuerpo de la solicitud no es JSON válido." });
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: uniqueEmail() },
      headers: { "accept-language": "es-419" },
    });
    expect(forgot.json().message).toMatch(/^Si existe una cuenta con ese correo electrónico/);
  });
});

describe("an unknown API path", () => {
  it("is refused in the request's language", async () => {
    const response = await t.app.inject({ url: "/api/nowhere", headers: { cookie: "lang=es" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", message: "No existe esa ruta: GET /api/nowhere" });
  });
});
