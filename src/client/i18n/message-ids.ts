import type app from "./messages/en/app.json";
import type auth from "./messages/en/auth.json";
import type caseMessages from "./messages/en/case.json";
import type checkout from "./messages/en/checkout.json";
import type dashboard from "./messages/en/dashboard.json";
import type forms from "./messages/en/forms.json";
import type site from "./messages/en/site.json";
import type support from "./messages/en/support.json";
import type wizard from "./messages/en/wizard.json";

type Ids<Part> = keyof Part & string;

/** Every message id: the English catalog's parts are the list; the other catalogs must hold the same ids. */
export type MessageId =
  | Ids<typeof site>
  | Ids<typeof auth>
  | Ids<typeof forms>
  | Ids<typeof app>
  | Ids<typeof dashboard>
  | Ids<typeof wizard>
  | Ids<typeof checkout>
  | Ids<typeof caseMessages>
  | Ids<typeof support>;

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
