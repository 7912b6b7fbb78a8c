import { describe, expect, it } from "vitest";
import { PRICES, totalText } from "../../src/domain/money/prices.ts";
import { lettersFromParam, splitCheckoutHref, unpaidSplit } from "../../src/client/features/checkout/split-letters.ts";

describe("a split's total, said out loud", () => {
  it("is the price for one letter, and count × price = total for several", () => {
    expect(totalText(1, PRICES.digital)).toBe("$5.00");
    expect(totalText(2, PRICES.digital)).toBe("2 letters × $5.00 = $10.00");
    expect(totalText(2, PRICES.mail)).toBe("2 letters × $25.00 = $50.00");
    expect(totalText(3, PRICES.mail)).toBe("3 letters × $25.00 = $75.00");
  });
});

describe("the checkout page's letters", () => {
  it("round-trips the split's ids, first letter first, with no repeats or junk, at most four", () => {
    expect(splitCheckoutHref([7, 9])).toBe("/checkout?letterId=7&letters=7,9");
    expect(splitCheckoutHref([7], "mail")).toBe("/checkout?letterId=7&package=mail");
    expect(lettersFromParam("7,9", 7)).toEqual([7, 9]);
    expect(lettersFromParam("9,7,9,x,-1,0", 7)).toEqual([7, 9]);
    expect(lettersFromParam(null, 7)).toEqual([7]);
    expect(lettersFromParam("1,2,3,4,5,6", 7)).toEqual([7, 1, 2, 3]);
    expect(lettersFromParam("7,9", null)).toEqual([]);
  });

  it("pays the split together only while none of its letters is paid", () => {
    const pending = { demandLetterId: 9, status: "pending" };
    expect(unpaidSplit([7, 9], [pending])).toEqual([7, 9]);
    expect(unpaidSplit([7, 9], [{ demandLetterId: 9, status: "completed" }])).toBeNull();
    expect(unpaidSplit([7, 9], [{ demandLetterId: 8, status: "completed" }])).toEqual([7, 9]);
    expect(unpaidSplit([7], [])).toBeNull();
  });
});
