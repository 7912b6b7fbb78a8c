declare module "virtual:messages/*" {
  import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
  /** One part of a catalog, compiled ahead by scripts/i18n/compiled-messages-plugin.ts. */
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
