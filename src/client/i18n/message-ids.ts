import type en from "./messages/en.json";

/** Every message id: the English catalog is the list; the other catalogs must hold the same ids. */
export type MessageId = keyof typeof en;

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
