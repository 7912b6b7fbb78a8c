import { accessRightWords, privacyLawFor } from "./privacy-laws.ts";
import { statePlaceName as placeName } from "./us-states.ts";

/**
 * The request for a copy of the sender's data and of the reasons: under the state's consumer
 * privacy act in effect today, naming it, the right in its own words and its response time,
 * where the sender's state has one.
 */
export function dataRequest(state: string, these: string): string {
  const reasons = "Please also send me the reasons for your decision and the information you based it on.";
  const law = privacyLawFor(state);
  if (law) {
    const days =
      law.responseDays === null ? "" : ` That law gives you ${law.responseDays} days to respond to this request.`;
    return (
      `I live in ${placeName(state)}. Under ${law.printName}, I have the right ${accessRightWords(law.accessRight)}. ` +
      `Please send me a copy of the personal data you hold about me on ${these}. ${reasons}${days}`
    );
  }
  return (
    `Please send me a copy of the personal data you hold about me on ${these}. ${reasons} ` +
    `I make this request under your Privacy Policy and under the privacy laws of ${placeName(state)}, where they apply.`
  );
}
