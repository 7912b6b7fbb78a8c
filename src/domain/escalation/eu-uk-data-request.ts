import type { LetterBlock } from "../letter/blocks.ts";
import type { DataController } from "../letter/data-request.ts";
import { controllerOf } from "../letter/data-request.ts";
import { euUkHead, euUkWriter, platformsOf, whoIAmText } from "../letter/eu-uk-sender.ts";
import { joinNaturally } from "../letter/format.ts";
import type { LetterData } from "../letter/letter-facts.ts";
import { accountLabel } from "../letter/opening.ts";
import { signatureMark } from "../letter/template.ts";
import { partyOf } from "../letter/eu-uk-sender.ts";

/**
 * The data request for a sender in the EU or the UK (decision 0053): to the privacy address the
 * controller's privacy policy gives (eu-uk-parties.ts), naming its online form; under GDPR Arts.
 * 15 and 22 with the one-month clock of Art. 12(3) in the EU, under the UK GDPR with the ICO as
 * the next step in the UK. It asks for information only.
 */
export function euUkDataRequestBlocks(
  data: LetterData,
  options: { date: Date; timeZone?: string; controller: DataController },
): LetterBlock[] {
  const platforms = platformsOf(data).filter((platform) => controllerOf(platform) === options.controller);
  if (platforms.length === 0) throw new Error(`Letter has no ${options.controller} account`);
  const own = { ...data, platforms };
  const writer = euUkWriter(own, { ...options, platforms, postal: "privacy" });
  const { party } = partyOf(writer.region, platforms, "privacy");
  const { facts } = writer;
  const eu = writer.region === "eu";
  const law = eu ? "the General Data Protection Regulation (Regulation (EU) 2016/679) (the GDPR)" : "the UK GDPR";
  const these = facts.accountWord === "account" ? "this account" : "these accounts";
  const labels = facts.accounts.map(accountLabel);
  const role = party.controllerNamed
    ? `Your privacy policy names you as the controller of my personal data.`
    : `You provide ${joinNaturally(platforms)} to me under your terms and privacy policy.`;
  const authority = eu
    ? `the Data Protection Commission in Ireland${writer.country.code === "IE" ? "" : `, or to the data protection authority in ${writer.country.name}`}`
    : "the Information Commissioner's Office";
  return [
    ...euUkHead(
      writer,
      `${eu ? "Request under Articles 15 and 22 of the GDPR" : "Request under Articles 15 and 22 of the UK GDPR"}: ${joinNaturally(labels)}`,
    ),
    {
      kind: "paragraph",
      text: `I am writing to ask, under Articles 15 and 22 of ${law}, for a copy of the personal data you hold about me and for the records of your decision to disable my ${facts.accountWord}. ${role}`,
    },
    { kind: "heading", text: "Who I am" },
    { kind: "paragraph", text: whoIAmText(writer, these) },
    { kind: "heading", text: facts.accountWord === "account" ? "The account" : "The accounts" },
    { kind: "list", style: "bulleted", items: labels },
    { kind: "paragraph", text: `You disabled my ${facts.platforms} ${facts.accountWord} on ${facts.banDate}.` },
    { kind: "heading", text: "My request" },
    {
      kind: "list",
      style: "numbered",
      items: [
        "Confirm whether you process personal data about me, and send me a copy of it, with the purposes, the recipients, how long you keep it and where you got it (Article 15).",
        `The history of strikes, warnings or violations recorded on my ${facts.accountWord}, with the date of each and the rule you said it broke.`,
        `The records behind the decision of ${facts.banDate}: the content or activity you relied on, the rule you applied, and the result of each review or appeal.`,
        eu
          ? "Whether the decision was based solely on automated processing (Article 22) and, if it was, meaningful information about the logic involved and its significance and consequences for me (Article 15(1)(h)): an explanation of the procedure and principles actually applied, as the Court of Justice required in CK v Dun & Bradstreet Austria (Case C-203/22, 27 February 2025)."
          : "Whether the decision was based solely on automated processing (Article 22 of the UK GDPR) and, if it was, meaningful information about the logic involved and its significance and consequences for me (Article 15(1)(h)).",
      ],
    },
    { kind: "heading", text: "Time to answer" },
    {
      kind: "paragraph",
      text: eu
        ? "Article 12(3) of the GDPR gives you one month from receiving this request to answer. You may extend that by two further months where needed, but you must tell me so, with your reasons, within the first month."
        : "Under the UK GDPR you should answer within one month of receiving this request.",
    },
    {
      kind: "paragraph",
      text: `This request goes to the postal address your privacy policy gives for privacy requests. Your privacy policy also gives an online form for them: ${party.privacyForm}`,
    },
    {
      kind: "paragraph",
      text: `If you do not answer in time, or the answer falls short, I may complain to ${authority}.`,
    },
    {
      kind: "paragraph",
      text: `If you can, please send the data in a commonly used electronic format. If you need more to confirm who I am, please tell me what you need. You can reach me by email at ${facts.email}, by phone at ${facts.phone}, or by post at the address above.`,
    },
    { kind: "signature", closing: "Yours sincerely,", name: data.fullName, mark: signatureMark(data) },
  ];
}
