/**
 * The sender's time zone, from their state and ZIP code: every date the app prints is the
 * sender's own day (LETTER.md, "one clock"; decision 0025).
 *
 * Sources:
 * - Zone boundaries by county: 49 CFR Part 71, "Standard Time Zone Boundaries" (sections 71.5,
 *   71.7, 71.8, 71.9 and 71.10), and the zones and county notes of the IANA tz database
 *   (`northamerica`), which `Intl` carries.
 * - ZIP codes to zones: each split was set by county, then checked ZIP by ZIP on 2026-11-26
 *   against a ZIP-level table (github.com/infused/ziptz, spec/fixtures/tz.db at commit
 *   2736f4235271650ed9bb1619da6fb6e0706518c7, ZIP codes as of May 2024). Where the two differ,
 *   the county in 49 CFR Part 71 wins; see `approximated` on each state. The CFR text itself was
 *   not re-read that day: re-read it when a county petitions DOT to move (Federal Register).
 *
 * A ZIP code can cross a county line; it takes the zone of most of its addresses. States split
 * in law but not listed with rules have no ZIP code in their other zone.
 * Places that keep another zone by local custom, not law, follow the law here: Phenix City and
 * nearby in Alabama (Eastern in practice), Kenton, Oklahoma, and Jackpot, Nevada (Mountain in
 * practice).
 */
export const TIME_ZONES_CHECKED_ON = "2026-11-26";

const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";
const MOUNTAIN = "America/Denver";
const ARIZONA = "America/Phoenix";
const PACIFIC = "America/Los_Angeles";

/**
 * Where part of a state keeps another zone. `zips` is a space-separated list of ZIP prefixes
 * ("324"), ZIP codes ("32456") and ranges of either ("463-464", "57620-57661").
 * A later rule wins over an earlier one, so exceptions follow the rule they make an exception to.
 */
export interface ZoneRule {
  zone: string;
  zips: string;
  where: string;
}

export interface StateZone {
  /** The zone of the state, or of most of it. */
  zone: string;
  rules?: readonly ZoneRule[];
  /** Where the ZIP rules are less exact than the county lines in the law. */
  approximated?: string;
}

export const STATE_ZONES: Readonly<Record<string, StateZone>> = {
  AL: { zone: CENTRAL },
  AK: {
    zone: "America/Anchorage",
    rules: [{ zone: "America/Adak", zips: "99546 99547", where: "Adak and Atka, west of 169°30′ W" }],
  },
  AZ: {
    zone: ARIZONA,
    rules: [
      {
        zone: MOUNTAIN,
        zips: "86020 86031 86033 86035 86044 86045 86053 86054 86503-86556",
        where: "the Navajo Nation, which keeps daylight saving time (the Hopi Reservation inside it does not)",
      },
    ],
    approximated:
      "The Navajo Nation is set by ZIP code; Chambers (86502), mostly off the reservation, keeps Arizona time. Flagstaff (86004) and Page (86040) reach into the reservation but are set to Arizona time, where most of their addresses are.",
  },
  AR: { zone: CENTRAL },
  CA: { zone: PACIFIC },
  CO: { zone: MOUNTAIN },
  CT: { zone: EASTERN },
  DE: { zone: EASTERN },
  DC: { zone: EASTERN },
  FL: {
    zone: EASTERN,
    rules: [
      { zone: CENTRAL, zips: "324 325", where: "the Panhandle west of the Apalachicola River" },
      { zone: EASTERN, zips: "32456 32457", where: "Port St. Joe (Gulf County, south part)" },
    ],
    approximated: "Gulf County is split; its ZIP codes follow their post offices.",
  },
  GA: { zone: EASTERN },
  HI: { zone: "Pacific/Honolulu" },
  ID: {
    zone: "America/Boise",
    rules: [
      { zone: PACIFIC, zips: "835 838", where: "the north, above the Salmon River" },
      { zone: "America/Boise", zips: "83547 83549", where: "Pollock and Riggins, on the Salmon River" },
    ],
    approximated: "Idaho County is split at the Salmon River; its ZIP codes follow their post offices.",
  },
  IL: { zone: CENTRAL },
  IN: {
    zone: "America/Indiana/Indianapolis",
    rules: [
      {
        zone: CENTRAL,
        zips: "463-464 476-477 46531 46532 46534 46968",
        where: "the northwest (Lake, Porter, LaPorte, Starke and Jasper north) and the southwest around Evansville",
      },
      {
        zone: CENTRAL,
        zips: "47514 47515 47520 47525 47551 47574 47576 47586 47588",
        where: "Perry County",
      },
      { zone: CENTRAL, zips: "47523 47531 47536 47537 47550 47552 47556 47577 47579", where: "Spencer County" },
      { zone: CENTRAL, zips: "47922 47943 47948 47951 47963 47964 47977 47978", where: "Jasper and Newton counties" },
    ],
  },
  IA: { zone: CENTRAL },
  KS: {
    zone: CENTRAL,
    rules: [
      {
        zone: MOUNTAIN,
        zips: "67733 67735 67741 67758 67761 67762 67836 67857 67878 67879",
        where: "Sherman, Wallace, Greeley and Hamilton counties",
      },
    ],
  },
  KY: {
    zone: EASTERN,
    rules: [
      { zone: CENTRAL, zips: "420-424", where: "the west" },
      {
        zone: CENTRAL,
        zips: "40111 40115 40119 40140 40143-40146 40152 40153 40170 40171 40176 40178",
        where: "Breckinridge and Grayson counties",
      },
      { zone: CENTRAL, zips: "42602 42603 42629 42642", where: "Clinton and Russell counties" },
      {
        zone: CENTRAL,
        zips: "42712 42713 42715 42717 42720-42722 42726 42728 42729 42741-42743 42746 42749 42753-42755 42759 42762 42764 42765 42782",
        where: "Adair, Cumberland, Grayson, Green, Hart and Metcalfe counties",
      },
    ],
  },
  LA: { zone: CENTRAL },
  ME: { zone: EASTERN },
  MD: { zone: EASTERN },
  MA: { zone: EASTERN },
  MI: {
    zone: "America/Detroit",
    rules: [
      {
        zone: "America/Menominee",
        zips: "49801 49802 49812 49815 49821 49831 49834 49845 49847 49848 49852 49858 49863 49870 49873 49874 49876 49877 49881 49886 49887 49892 49893 49896",
        where: "Dickinson and Menominee counties",
      },
      {
        zone: "America/Menominee",
        zips: "49902 49903 49911 49915 49920 49927 49935 49938 49947 49959 49964 49968 49969",
        where: "Gogebic and Iron counties",
      },
    ],
  },
  MN: { zone: CENTRAL },
  MS: { zone: CENTRAL },
  MO: { zone: CENTRAL },
  MT: { zone: MOUNTAIN },
  NE: {
    zone: CENTRAL,
    rules: [
      { zone: MOUNTAIN, zips: "693", where: "the Panhandle" },
      { zone: MOUNTAIN, zips: "69021 69023 69027 69030 69033 69037 69041 69045", where: "Chase and Dundy counties" },
      {
        zone: MOUNTAIN,
        zips: "69121 69122 69125 69127-69129 69131 69133 69134 69140 69141 69144-69150 69152-69156 69162 69168",
        where: "Arthur, Deuel, Garden, Keith and Perkins counties and around",
      },
      { zone: MOUNTAIN, zips: "69211 69216 69218 69219", where: "western Cherry County" },
    ],
    approximated: "Cherry County is split; its ZIP codes follow their post offices.",
  },
  NV: {
    zone: PACIFIC,
    rules: [{ zone: MOUNTAIN, zips: "89883", where: "West Wendover" }],
  },
  NH: { zone: EASTERN },
  NJ: { zone: EASTERN },
  NM: { zone: MOUNTAIN },
  NY: { zone: EASTERN },
  NC: { zone: EASTERN },
  ND: {
    zone: CENTRAL,
    rules: [
      { zone: MOUNTAIN, zips: "586 58838", where: "the southwest" },
      { zone: CENTRAL, zips: "58631 58638", where: "Glen Ullin and Hebron (Morton County)" },
      { zone: MOUNTAIN, zips: "58529 58533 58562 58564 58569", where: "Grant County" },
    ],
    approximated: "Dunn and McKenzie counties are split; their ZIP codes follow their post offices.",
  },
  OH: { zone: EASTERN },
  OK: { zone: CENTRAL },
  OR: {
    zone: PACIFIC,
    rules: [
      { zone: "America/Boise", zips: "979", where: "Malheur County" },
      { zone: PACIFIC, zips: "97904 97905 97907", where: "Drewsey, Durkee and Huntington" },
    ],
    approximated: "The south of Malheur County keeps Pacific time; its ZIP codes are set to Mountain time.",
  },
  PA: { zone: EASTERN },
  RI: { zone: EASTERN },
  SC: { zone: EASTERN },
  SD: {
    zone: CENTRAL,
    rules: [
      { zone: MOUNTAIN, zips: "577 57620-57661", where: "the west" },
      { zone: CENTRAL, zips: "57631 57632 57646 57648", where: "Campbell County and around" },
      {
        zone: MOUNTAIN,
        zips: "57521 57532 57537 57543 57547 57551 57552 57553 57567 57574 57577",
        where: "Bennett, Haakon, Jackson and Stanley counties",
      },
    ],
    approximated:
      "Mobridge (57601) is in Walworth County, Central time by law; ZIP-level tables that put it in Mountain time are not followed.",
  },
  TN: {
    zone: CENTRAL,
    rules: [
      { zone: EASTERN, zips: "373-374 376-379", where: "East Tennessee" },
      {
        zone: CENTRAL,
        zips: "37301 37305 37306 37313 37318 37324 37327 37328 37330 37334 37335 37339 37340 37342 37345 37347-37349 37352 37355-37357 37359 37360 37365-37367 37374-37376 37378 37380 37382 37387-37389 37394 37396-37398",
        where: "Bledsoe, Coffee, Franklin, Grundy, Marion, Sequatchie and nearby counties",
      },
      { zone: CENTRAL, zips: "37723", where: "Crab Orchard (Cumberland County)" },
    ],
  },
  TX: {
    zone: CENTRAL,
    rules: [
      { zone: MOUNTAIN, zips: "799 885", where: "El Paso" },
      {
        zone: MOUNTAIN,
        zips: "79821 79835-79839 79847 79849 79851 79853",
        where: "El Paso and Hudspeth counties",
      },
    ],
  },
  UT: { zone: MOUNTAIN },
  VT: { zone: EASTERN },
  VA: { zone: EASTERN },
  WA: { zone: PACIFIC },
  WV: { zone: EASTERN },
  WI: { zone: CENTRAL },
  WY: { zone: MOUNTAIN },
};

/** For an address the table does not know (never one the letter schema accepts). */
export const FALLBACK_TIME_ZONE = EASTERN;

/** Whether one token of a rule ("324", "32456", "463-464", "57620-57661") covers a 5-digit ZIP. */
function covers(token: string, zip: string): boolean {
  const [from, to = from] = token.split("-");
  const digits = zip.slice(0, from.length);
  return digits >= from && digits <= to;
}

/** The sender's IANA time zone, from the state code and the ZIP code (ZIP+4 is fine). */
export function senderTimeZone(state: string, zipCode: string): string {
  const entry = STATE_ZONES[state.trim().toUpperCase()];
  if (!entry) return FALLBACK_TIME_ZONE;
  const zip = zipCode.trim().slice(0, 5);
  let zone = entry.zone;
  if (!/^\d{5}$/.test(zip)) return zone;
  for (const rule of entry.rules ?? []) {
    if (rule.zips.split(" ").some((token) => covers(token, zip))) zone = rule.zone;
  }
  return zone;
}

/** The zone once a form's state and ZIP are complete and known; undefined until then. */
export function knownSenderTimeZone(state: string | undefined, zipCode: string | undefined): string | undefined {
  const code = state?.trim().toUpperCase() ?? "";
  return STATE_ZONES[code] && /^\d{5}(-\d{4})?$/.test(zipCode?.trim() ?? "")
    ? senderTimeZone(code, zipCode ?? "")
    : undefined;
}
