import type { Platform } from "../../../../domain/letter/platforms.ts";

/**
 * How each platform's account is named in the letter, and how the wizard asks for it: `label` and
 * `hint` are the English texts of the `wizard.handle.<platform>` messages (use-handle-field.ts
 * shows them in the page's language); `required` is a validation message the forms part translates.
 */
export const HANDLE_FIELDS: Record<Platform, { label: string; hint: string; required: string; phone?: true }> = {
  Instagram: {
    label: "Instagram username",
    hint: "As it appears on the profile, for example @yourname.",
    required: "Enter your Instagram username",
  },
  Facebook: {
    label: "Facebook username or profile link",
    hint: "For example facebook.com/yourname, or the name in your profile link.",
    required: "Enter your Facebook username or profile link",
  },
  Threads: {
    label: "Threads username",
    hint: "Usually the same as your Instagram username.",
    required: "Enter your Threads username",
  },
  WhatsApp: {
    label: "WhatsApp phone number",
    hint: "The number on the account, with country code, for example +1 415 555 0134.",
    required: "Enter the phone number on your WhatsApp account",
    phone: true,
  },
};
