import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPANISH_STORY_NOTE } from "../../src/domain/letter/story-language.ts";
import { letterInput } from "../helpers/factories.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

/** A story written in Spanish is sent as written, and the English letter says so (decision 0057). */

let t: TestApp;
let maria: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date("2026-11-22T15:00:00Z") });
  maria = await signUp(t.app, { firstName: "María" });
});
afterAll(() => t.close());

const STORY = "Perdí el acceso a ocho años de fotos de mi familia y a los clientes de mi tienda en línea.";

const create = (body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/demand-letters",
    payload: body as object,
    headers: { cookie: maria.cookie },
  });
const read = (id: number) => t.app.inject({ url: `/api/demand-letters/${id}`, headers: { cookie: maria.cookie } });
const change = (id: number, body: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/demand-letters/${id}`,
    payload: body as object,
    headers: { cookie: maria.cookie },
  });

describe("the story's language", () => {
  it("is English when the client does not say, and the letter adds no line", async () => {
    const response = await create(letterInput());
    expect(response.statusCode).toBe(201);
    expect(response.json().storyLanguage).toBe("en");
    expect(response.json().letterContent).not.toContain(SPANISH_STORY_NOTE);
    expect((await read(response.json().id)).json().storyLanguage).toBe("en");
  });

  it("is stored as Spanish, and the letter quotes the story as written, then says it was written in Spanish", async () => {
    const response = await create(letterInput({ consequences: STORY, storyLanguage: "es" }));
    expect(response.statusCode).toBe(201);
    const letter = response.json();
    expect(letter.storyLanguage).toBe("es");
    const text: string = letter.letterContent;
    expect(text).toContain(STORY);
    expect(text).toContain(SPANISH_STORY_NOTE);
    expect(text.indexOf(SPANISH_STORY_NOTE)).toBeGreaterThan(text.indexOf(STORY));
    const stored = (await read(letter.id)).json();
    expect(stored.storyLanguage).toBe("es");
    expect(stored.letterContent).toContain(SPANISH_STORY_NOTE);
  });

  it("prints the line in a letter from the European Union too", async () => {
    const response = await create(
      letterInput({
        country: "ES",
        state: undefined,
        zipCode: "28013",
        city: "Madrid",
        phone: "+34 612 345 678",
        consequences: STORY,
        storyLanguage: "es",
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().letterContent).toContain(SPANISH_STORY_NOTE);
  });

  it("refuses a language the letter does not know, naming the field", async () => {
    for (const storyLanguage of ["fr", "", 1, "ES"]) {
      const response = await create(letterInput({ storyLanguage }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.storyLanguage).toBe(
        'The story\'s language must be "en" (English) or "es" (Spanish)',
      );
    }
  });

  it("changes with the letter: back to English, the line is gone", async () => {
    const id = (await create(letterInput({ consequences: STORY, storyLanguage: "es" }))).json().id;
    const response = await change(id, letterInput({ consequences: STORY, storyLanguage: "en" }));
    expect(response.statusCode).toBe(200);
    const stored = (await read(id)).json();
    expect(stored.storyLanguage).toBe("en");
    expect(stored.letterContent).toContain(STORY);
    expect(stored.letterContent).not.toContain(SPANISH_STORY_NOTE);
  });
});
