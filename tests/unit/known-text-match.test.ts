import { parse } from "@formatjs/icu-messageformat-parser";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import englishForms from "../../src/client/i18n/messages/en/forms.json";
import spanishForms from "../../src/client/i18n/messages/es/forms.json";
import { knownTexts, recognise } from "../../src/client/i18n/known-text-match.ts";
import type { MessageId } from "../../src/client/i18n/message-ids.ts";
import { countryAnswer, postalCodeProblem, SENDER_COUNTRIES } from "../../src/domain/letter/countries.ts";
import { unprintableMessage } from "../../src/domain/letter/text-rules.ts";

const compiled = Object.fromEntries(Object.entries(englishForms).map(([id, text]) => [id, parse(text)]));
const known = knownTexts(compiled);
/* One part of the catalog (the typed ids name every part's messages; the forms part is enough here). */
const spanish = createIntl({ locale: "es-US", messages: spanishForms as never });

/** What a Spanish page shows for a message a rule wrote in English (as useKnownText does). */
function inSpanish(text: string): string | undefined {
  const found = recognise(known, text);
  if (!found) return undefined;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [
      name,
      typeof value === "string" ? value : spanish.formatMessage({ id: value.id }),
    ]),
  );
  return spanish.formatMessage({ id: found.id as MessageId }, values);
}

describe("a validation message whose words depend on the input", () => {
  it("is found for every country's postal rule, its label and its form translated too", () => {
    for (const country of SENDER_COUNTRIES) {
      const problem = postalCodeProblem(country.code, "?");
      expect(problem, country.code).toBeTruthy();
      const found = recognise(known, problem ?? "");
      expect(found?.id, problem ?? "").toMatch(/^validation\.postal\.(digits|shaped)$/);
      const label = found?.values.label;
      expect(typeof label === "object", `${country.code}: the label "${String(label)}" has no catalog entry`).toBe(
        true,
      );
      if (found?.id === "validation.postal.shaped")
        expect(typeof found.values.form === "object", `${country.code}: the form has no catalog entry`).toBe(true);
    }
    expect(inSpanish(postalCodeProblem("GB", "?") ?? "")).toBe(
      "Ingrese el código postal (postcode) así: un código postal del Reino Unido: el código de zona, un espacio y luego un dígito y 2 letras; por ejemplo, SW1A 1AA",
    );
    expect(inSpanish(postalCodeProblem("DE", "?") ?? "")).toBe("Ingrese un código postal de 5 dígitos, como 10115");
  });

  it("keeps the characters a letter cannot print as they were typed, in the field's own Spanish sentence", () => {
    const message = unprintableMessage("Full name", "Zoë 🎉");
    expect(message).toBeTruthy();
    expect(inSpanish(message ?? "")).toBe(
      "El nombre completo contiene caracteres que la carta no puede imprimir: 🎉. Quítelos.",
    );
  });

  it("says a country is not served yet in Spanish", () => {
    const answer = countryAnswer("BR");
    expect(answer.served).toBe(false);
    if (!answer.served) expect(inSpanish(answer.message)).toMatch(/^Todavía no atendemos a remitentes en BR:/);
  });

  it("leaves a text no message matches as it is, and a plain message still matches whole", () => {
    expect(recognise(known, "Something else entirely")).toBeUndefined();
    expect(inSpanish("Full name is required")).toBe(
      spanish.formatMessage({ id: "validation.letter.fullNameRequired" }),
    );
  });
});

describe("a postal code left empty", () => {
  it("is named by the country's own label, in Spanish", () => {
    for (const country of SENDER_COUNTRIES) {
      const message = postalCodeProblem(country.code, "") ?? "";
      expect(recognise(known, message), `${country.code}: "${message}"`).toBeDefined();
    }
  });
});
