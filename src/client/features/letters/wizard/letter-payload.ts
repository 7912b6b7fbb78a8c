import type { DemandLetterData } from "../../../../domain/letter/schema.ts";
import { isPlatform, type Platform, PLATFORMS } from "../../../../domain/letter/platforms.ts";
import { recipientGroups } from "../../../../domain/letter/routing.ts";
import { storyLanguageOf } from "../../../../domain/letter/story-language.ts";
import type { CreateLetterPayload, LetterDetail } from "../api/letters-api.ts";
import type { LetterFormValues } from "./wizard-steps.ts";

/** The chosen platforms in the one platform order; the first one's handle is the letter's `username`. */
export function chosenPlatforms(platforms: readonly (string | undefined)[] | undefined): Platform[] {
  return PLATFORMS.filter((platform) => platforms?.includes(platform));
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The schema's output as the API takes it. A picked day parses to midnight UTC of that day, so
 * banDate goes out as "YYYY-MM-DDT00:00:00.000Z" and appeal dates as "YYYY-MM-DD".
 */
export function toPayload(data: DemandLetterData): CreateLetterPayload {
  return {
    ...data,
    banDate: data.banDate.toISOString(),
    appeals: data.appeals.map((appeal) => ({
      date: day(appeal.date),
      method: appeal.method,
      ...(appeal.reference ? { reference: appeal.reference } : {}),
    })),
  };
}

/**
 * One letter per address: each group's platforms, its recipient and its handles; the username is
 * the handle of the group's first platform. Everything else is the same in every letter.
 */
export function splitPayloads(payload: CreateLetterPayload): CreateLetterPayload[] {
  return recipientGroups(payload.platforms, payload.country).map((group) => {
    const handles = Object.fromEntries(
      group.platforms.flatMap((platform) => {
        const handle = payload.platformUsernames[platform];
        return handle ? [[platform, handle]] : [];
      }),
    ) as Partial<Record<Platform, string>>;
    return {
      ...payload,
      platforms: group.platforms,
      recipientBusinessId: group.recipientId,
      platformUsernames: handles,
      username: handles[group.platforms[0]] ?? payload.username,
    };
  });
}

/**
 * A stored letter as the wizard's form values. Each platform shows its own handle; a letter made
 * with only `username` shows it for each platform, which is what that letter says.
 */
export function letterToFormValues(letter: LetterDetail): LetterFormValues {
  const platforms = chosenPlatforms(letter.platforms.filter(isPlatform));
  const handles = Object.fromEntries(
    platforms.map((platform) => [platform, letter.platformUsernames?.[platform] || letter.username]),
  );
  return {
    country: letter.country ?? "US",
    fullName: letter.fullName,
    email: letter.email,
    phone: letter.phone,
    address: letter.address,
    city: letter.city,
    state: letter.state,
    zipCode: letter.zipCode,
    platforms,
    username: letter.username,
    banDate: day(new Date(letter.banDate)),
    consequences: letter.consequences,
    storyLanguage: storyLanguageOf(letter.storyLanguage),
    recipientBusinessId: letter.recipientBusinessId as LetterFormValues["recipientBusinessId"],
    platformUsernames: handles,
    accountLogin: letter.accountLogin ?? "",
    banReason: letter.banReason ?? "",
    appeals: (letter.appeals ?? []).map((appeal) => ({
      date: appeal.date.slice(0, 10),
      method: appeal.method,
      reference: appeal.reference ?? "",
    })),
    amountClaimed: letter.amountClaimed ?? "",
    amountBasis: letter.amountBasis ?? "",
    amountPaidToMeta: letter.amountPaidToMeta ?? "",
    amountPaidBasis: letter.amountPaidBasis ?? "",
    ruleNamed: letter.ruleNamed ?? "",
    brokeRule: letter.brokeRule ?? "",
    postNamed: letter.postNamed ?? "",
    appealed: letter.appealed ?? "",
    appealResult: letter.appealResult ?? "",
    overLimitChoice: letter.overLimitChoice ?? "",
    arbitrateExcludedLosses: letter.arbitrateExcludedLosses ?? false,
    enclosures: letter.enclosures ?? [],
    signature: letter.signature ?? undefined,
  };
}
