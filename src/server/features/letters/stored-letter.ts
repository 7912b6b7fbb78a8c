import type { DemandLetterData } from "../../../domain/letter/schema.ts";
import type { demandLetters } from "../../db/schema.ts";

/** The columns a letter's input fills, as stored: appeal dates as "YYYY-MM-DD", absent facts as null. */
export function storedLetterValues(data: DemandLetterData) {
  return {
    fullName: data.fullName,
    email: data.email,
    phone: data.phone,
    address: data.address,
    city: data.city,
    state: data.state,
    zipCode: data.zipCode,
    country: data.country,
    platforms: [...data.platforms],
    username: data.username,
    banDate: data.banDate,
    consequences: data.consequences,
    storyLanguage: data.storyLanguage,
    recipientBusinessId: data.recipientBusinessId,
    platformUsernames: data.platformUsernames as Record<string, string>,
    accountLogin: data.accountLogin ?? null,
    banReason: data.banReason ?? null,
    appeals: data.appeals.map((appeal) => ({
      date: appeal.date.toISOString().slice(0, 10),
      method: appeal.method,
      ...(appeal.reference ? { reference: appeal.reference } : {}),
    })),
    amountClaimed: data.amountClaimed ?? null,
    amountBasis: data.amountBasis ?? null,
    amountPaidToMeta: data.amountPaidToMeta ?? null,
    amountPaidBasis: data.amountPaidBasis ?? null,
    ruleNamed: data.ruleNamed ?? null,
    brokeRule: data.brokeRule ?? null,
    postNamed: data.postNamed ?? null,
    appealed: data.appealed ?? null,
    appealResult: data.appealResult ?? null,
    overLimitChoice: data.overLimitChoice ?? null,
    arbitrateExcludedLosses: data.arbitrateExcludedLosses,
    enclosures: data.enclosures,
    signature: data.signature ?? null,
  } satisfies Partial<typeof demandLetters.$inferInsert>;
}
