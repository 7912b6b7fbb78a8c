import { describe, expect, it } from "vitest";
import { withIsolates } from "../../../src/domain/letter/bidi-isolates.ts";

const RLI = "\u2067";
const LRI = "\u2066";
const PDI = "\u2069";

describe("withIsolates: text for a page to show as the PDF lays it out", () => {
  it("isolates an Arabic name in an English line, leaving its comma and house number outside", () => {
    expect(withIsolates("Sender: ليلى حداد, 12 Market St", "ltr")).toBe(`Sender: ${RLI}ليلى حداد${PDI}, 12 Market St`);
  });

  it("isolates an English sentence in a Hebrew paragraph with its full stop", () => {
    expect(withIsolates("שלום עולם. I lost my account.", "rtl")).toBe(`שלום עולם. ${LRI}I lost my account.${PDI}`);
  });

  it("leaves text with nothing right to left in it as it is", () => {
    expect(withIsolates("Jane Doe, 12 Market St", "ltr")).toBe("Jane Doe, 12 Market St");
    expect(withIsolates("王小明, 12 Market St", "ltr")).toBe("王小明, 12 Market St");
  });
});
