import { describe, expect, it } from "vitest";
import { dayIn, formatMoment, isoInZone, timeZoneName } from "../../../src/domain/time/clock.ts";
import { US_STATES } from "../../../src/domain/letter/us-states.ts";
import { buildLetter } from "../../../src/domain/letter/template.ts";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import { knownSenderTimeZone, senderTimeZone, STATE_ZONES } from "../../../src/domain/time/time-zones.ts";
import { letterData } from "../letter/letter-data.ts";

describe("the sender's time zone, from state and ZIP", () => {
  it("has a zone for every state the letter accepts, and every zone is one Intl knows", () => {
    for (const { code } of US_STATES) {
      const entry = STATE_ZONES[code];
      expect(entry, code).toBeDefined();
      for (const zone of [entry!.zone, ...(entry!.rules ?? []).map((rule) => rule.zone)]) {
        expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone }), `${code} ${zone}`).not.toThrow();
      }
    }
  });

  it.each([
    ["CA", "94105", "America/Los_Angeles"],
    ["NY", "10001", "America/New_York"],
    ["HI", "96813", "Pacific/Honolulu"],
    ["IL", "62701", "America/Chicago"],
    /* Texas: Central, but El Paso and Hudspeth counties keep Mountain time; Alpine does not. */
    ["TX", "75201", "America/Chicago"],
    ["TX", "79901", "America/Denver"],
    ["TX", "88510", "America/Denver"],
    ["TX", "79851", "America/Denver"],
    ["TX", "79830", "America/Chicago"],
    /* Florida: the Panhandle west of the Apalachicola is Central, Port St. Joe is not. */
    ["FL", "33101", "America/New_York"],
    ["FL", "32501", "America/Chicago"],
    ["FL", "32401", "America/Chicago"],
    ["FL", "32456", "America/New_York"],
    ["FL", "32301", "America/New_York"],
    /* Tennessee: East Tennessee is Eastern; Tullahoma, in a 373 ZIP, is Central. */
    ["TN", "37203", "America/Chicago"],
    ["TN", "37902", "America/New_York"],
    ["TN", "37402", "America/New_York"],
    ["TN", "37311", "America/New_York"],
    ["TN", "37388", "America/Chicago"],
    ["TN", "38501", "America/Chicago"],
    /* Kentucky: Louisville and Lexington Eastern, the west Central, Monticello Eastern, Albany Central. */
    ["KY", "40202", "America/New_York"],
    ["KY", "42001", "America/Chicago"],
    ["KY", "42101", "America/Chicago"],
    ["KY", "42633", "America/New_York"],
    ["KY", "42602", "America/Chicago"],
    ["KY", "40143", "America/Chicago"],
    ["KY", "42701", "America/New_York"],
    /* Indiana: Eastern, with the Chicago and Evansville corners and Perry, Spencer, Starke Central. */
    ["IN", "46204", "America/Indiana/Indianapolis"],
    ["IN", "46320", "America/Chicago"],
    ["IN", "47708", "America/Chicago"],
    ["IN", "47586", "America/Chicago"],
    ["IN", "46534", "America/Chicago"],
    ["IN", "47546", "America/Indiana/Indianapolis"],
    /* Michigan: four Upper Peninsula counties on the Wisconsin line are Central. */
    ["MI", "48226", "America/Detroit"],
    ["MI", "49855", "America/Detroit"],
    ["MI", "49801", "America/Menominee"],
    ["MI", "49938", "America/Menominee"],
    /* The Dakotas, Nebraska, Kansas: Mountain in the west. */
    ["ND", "58501", "America/Chicago"],
    ["ND", "58601", "America/Denver"],
    ["ND", "58638", "America/Chicago"],
    ["ND", "58533", "America/Denver"],
    ["SD", "57104", "America/Chicago"],
    ["SD", "57701", "America/Denver"],
    ["SD", "57601", "America/Chicago"],
    ["SD", "57625", "America/Denver"],
    ["SD", "57532", "America/Denver"],
    ["NE", "68102", "America/Chicago"],
    ["NE", "69361", "America/Denver"],
    ["NE", "69153", "America/Denver"],
    ["NE", "69101", "America/Chicago"],
    ["KS", "66101", "America/Chicago"],
    ["KS", "67735", "America/Denver"],
    ["KS", "67878", "America/Denver"],
    /* Oregon and Idaho. */
    ["OR", "97201", "America/Los_Angeles"],
    ["OR", "97914", "America/Boise"],
    ["OR", "97907", "America/Los_Angeles"],
    ["ID", "83702", "America/Boise"],
    ["ID", "83814", "America/Los_Angeles"],
    ["ID", "83501", "America/Los_Angeles"],
    ["ID", "83549", "America/Boise"],
    /* Arizona keeps no daylight saving time, except the Navajo Nation. */
    ["AZ", "85004", "America/Phoenix"],
    ["AZ", "86515", "America/Denver"],
    ["AZ", "86045", "America/Denver"],
    ["AZ", "86039", "America/Phoenix"],
    ["AZ", "86040", "America/Phoenix"],
    /* Alaska: the Aleutians west of 169°30′ W keep Hawaii-Aleutian time. */
    ["AK", "99501", "America/Anchorage"],
    ["AK", "99546", "America/Adak"],
    ["NV", "89101", "America/Los_Angeles"],
    ["NV", "89883", "America/Denver"],
    ["AL", "36867", "America/Chicago"],
  ])("%s %s is in %s", (state, zip, zone) => {
    expect(senderTimeZone(state, zip)).toBe(zone);
  });

  it("reads ZIP+4, lower case and spaces; an unknown state falls back, an incomplete form has none yet", () => {
    expect(senderTimeZone(" tx ", "79901-1234")).toBe("America/Denver");
    expect(senderTimeZone("ZZ", "12345")).toBe("America/New_York");
    expect(senderTimeZone("TX", "799")).toBe("America/Chicago");
    expect(knownSenderTimeZone("TX", "7990")).toBeUndefined();
    expect(knownSenderTimeZone("", "79901")).toBeUndefined();
    expect(knownSenderTimeZone("tx", "79901")).toBe("America/Denver");
  });

  it("names the zone where a time is shown", () => {
    expect(timeZoneName("America/Los_Angeles")).toBe("Pacific Time");
    expect(timeZoneName("Pacific/Honolulu")).toBe("Hawaii-Aleutian Standard Time");
    expect(timeZoneName("America/Phoenix")).toBe("Mountain Standard Time");
    expect(formatMoment("2026-10-23T23:05:00Z", "America/Los_Angeles")).toBe("October 23, 2026 at 4:05 PM PDT");
    expect(formatMoment("2026-01-23T23:05:00Z", "Pacific/Honolulu")).toBe("January 23, 2026 at 1:05 PM HST");
    expect(formatMoment("2026-12-01T01:30:00Z", "America/New_York")).toBe("November 30, 2026 at 8:30 PM EST");
  });

  it("writes a moment with the sender's offset: the same instant, its first ten characters their day", () => {
    const iso = isoInZone("2026-10-24T05:30:00Z", "America/Chicago");
    expect(iso).toBe("2026-10-24T00:30:00-05:00");
    expect(new Date(iso).toISOString()).toBe("2026-10-24T05:30:00.000Z");
    expect(isoInZone("2026-10-24T05:30:00Z", "America/Los_Angeles").slice(0, 10)).toBe("2026-10-23");
    expect(isoInZone("2026-10-24T05:30:00Z", "UTC")).toBe("2026-10-24T05:30:00+00:00");
  });
});

/** [instant, the sender's day] pairs around midnight, and around the DST changes where there are any. */
const MIDNIGHTS: Record<string, [string, string][]> = {
  /* Hawaii: UTC-10 all year, no daylight saving time. */
  "Pacific/Honolulu": [
    ["2026-03-08T09:59:00Z", "2026-03-07"],
    ["2026-03-08T10:00:00Z", "2026-03-08"],
    ["2026-07-04T09:59:00Z", "2026-07-03"],
    ["2026-07-04T10:00:00Z", "2026-07-04"],
    ["2026-11-02T09:59:00Z", "2026-11-01"],
    ["2026-11-02T10:00:00Z", "2026-11-02"],
  ],
  /* California: PST (UTC-8) until 2 a.m. on March 8, 2026, PDT (UTC-7) until 2 a.m. on November 1. */
  "America/Los_Angeles": [
    ["2026-03-08T07:59:00Z", "2026-03-07"],
    ["2026-03-08T08:00:00Z", "2026-03-08"],
    ["2026-03-09T06:59:00Z", "2026-03-08"],
    ["2026-03-09T07:00:00Z", "2026-03-09"],
    ["2026-11-01T06:59:00Z", "2026-10-31"],
    ["2026-11-01T07:00:00Z", "2026-11-01"],
    ["2026-11-02T07:59:00Z", "2026-11-01"],
    ["2026-11-02T08:00:00Z", "2026-11-02"],
  ],
  /* Texas (Dallas): CST (UTC-6), CDT (UTC-5). */
  "America/Chicago": [
    ["2026-03-08T05:59:00Z", "2026-03-07"],
    ["2026-03-08T06:00:00Z", "2026-03-08"],
    ["2026-03-09T04:59:00Z", "2026-03-08"],
    ["2026-03-09T05:00:00Z", "2026-03-09"],
    ["2026-11-02T05:59:00Z", "2026-11-01"],
    ["2026-11-02T06:00:00Z", "2026-11-02"],
  ],
  /* New York: EST (UTC-5), EDT (UTC-4). */
  "America/New_York": [
    ["2026-03-08T04:59:00Z", "2026-03-07"],
    ["2026-03-08T05:00:00Z", "2026-03-08"],
    ["2026-03-09T03:59:00Z", "2026-03-08"],
    ["2026-03-09T04:00:00Z", "2026-03-09"],
    ["2026-11-02T04:59:00Z", "2026-11-01"],
    ["2026-11-02T05:00:00Z", "2026-11-02"],
  ],
};

describe("the sender's day around midnight and daylight saving time", () => {
  for (const [zone, pairs] of Object.entries(MIDNIGHTS)) {
    it(`counts days in ${zone}`, () => {
      for (const [instant, day] of pairs) expect(dayIn(instant, zone), `${instant} in ${zone}`).toBe(day);
    });
  }

  it("dates the same moment differently for senders in Hawaii, California, Texas and New York", () => {
    /* 05:30 UTC on November 23 is 11:30 p.m. on the 22nd in Texas, 12:30 a.m. on the 23rd in New York. */
    const at = new Date("2026-11-23T05:30:00Z");
    const dated = (state: string, zipCode: string) =>
      buildLetter(letterData({ state, zipCode }), { date: at }).find((block) => block.kind === "date");
    expect(dated("HI", "96813")).toEqual({ kind: "date", text: "November 22, 2026" });
    expect(dated("CA", "94105")).toEqual({ kind: "date", text: "November 22, 2026" });
    expect(dated("TX", "75201")).toEqual({ kind: "date", text: "November 22, 2026" });
    expect(dated("NY", "10001")).toEqual({ kind: "date", text: "November 23, 2026" });
    /* Its deadline counts from the sender's own day: December 22 and December 23. */
    expect(renderLetterText(buildLetter(letterData({ state: "TX", zipCode: "75201" }), { date: at }))).toContain(
      "Please reply in writing by December 22, 2026. That is 30 days from the date of this letter.",
    );
    expect(renderLetterText(buildLetter(letterData({ state: "NY", zipCode: "10001" }), { date: at }))).toContain(
      "Please reply in writing by December 23, 2026. That is 30 days from the date of this letter.",
    );
  });

  it("keeps the 23-hour day in March and the 25-hour day in November whole", () => {
    /* March 8 in California runs from 08:00 to 07:00 UTC the next day; 1:30 a.m. comes twice on November 1. */
    expect(dayIn("2026-03-08T08:00:00Z", "America/Los_Angeles")).toBe("2026-03-08");
    expect(dayIn("2026-03-09T06:59:59Z", "America/Los_Angeles")).toBe("2026-03-08");
    expect(formatMoment("2026-11-01T08:30:00Z", "America/Los_Angeles")).toBe("November 1, 2026 at 1:30 AM PDT");
    expect(formatMoment("2026-11-01T09:30:00Z", "America/Los_Angeles")).toBe("November 1, 2026 at 1:30 AM PST");
    expect(dayIn("2026-11-02T07:59:59Z", "America/Los_Angeles")).toBe("2026-11-01");
  });
});
