import { useEffect, useSyncExternalStore } from "react";
import type { MailService } from "../../domain/letter/mail-field-limits.ts";
import { api } from "./api-client.ts";
import { createStore } from "./create-store.ts";

/** GET /api/config: the dashboard banner's words, the optional chat widget script and the support address. */
export interface PublicConfig {
  bannerTitle: string;
  bannerText: string;
  supportChatSrc: string | null;
  /** Where customers write to support (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Test keys or the built-in stand-ins in use: every page says so. */
  testMode: boolean;
  /** Where new mail orders go: the wizard says its field limits at the fields. */
  mailService: MailService;
}

interface ConfigState {
  data: PublicConfig | undefined;
  isLoading: boolean;
}

/*
 * Asked once per page load, in a store of its own: the layout shows it on every page, the
 * signed-out landing page included, which loads no query library.
 */
const config = createStore<ConfigState>({ data: undefined, isLoading: true });
let asked = false;

/** Asks the server once; after a failure the next page that needs it asks again. */
function askOnce(): void {
  if (asked) return;
  asked = true;
  api.get<PublicConfig>("/api/config").then(
    (data) => config.set({ data, isLoading: false }),
    () => {
      asked = false;
      config.set({ data: undefined, isLoading: false });
    },
  );
}

/** Asked as the app starts (index.html preloads it), so the test-mode banner is there with the first page and moves nothing. */
askOnce();

export function usePublicConfig(): ConfigState {
  const current = useSyncExternalStore(config.subscribe, config.get);
  useEffect(askOnce, []);
  return current;
}
