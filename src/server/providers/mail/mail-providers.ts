import type { MailProvider, MailProviderKind } from "./mail-provider.ts";

/**
 * The mail services this server can talk to: `current` takes new orders; an order already handed
 * to a provider stays with it (decision 0006), so the dispatcher asks for that one by name.
 */
export interface MailProviders {
  current: MailProvider;
  /** The provider an order was handed to (null: not yet handed, so the current one); undefined when its keys are not set here. */
  get(kind: string | null): MailProvider | undefined;
}

export function mailProviders(current: MailProvider, others: MailProvider[] = []): MailProviders {
  const byKind = new Map<string, MailProvider>(others.map((provider) => [provider.kind, provider]));
  byKind.set(current.kind, current);
  return { current, get: (kind) => (kind === null ? current : byKind.get(kind)) };
}

export const PROVIDER_NAMES: Record<MailProviderKind, string> = {
  letterstream: "LetterStream",
  lob: "Lob",
  simulated: "the simulated mailer",
};
