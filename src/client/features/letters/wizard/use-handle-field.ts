import { useIntl } from "react-intl";
import type { Platform } from "../../../../domain/letter/platforms.ts";
import { HANDLE_FIELDS } from "./handle-fields.ts";

/** A platform's handle field as the page shows it: its label and hint in the language shown. */
export function useHandleField(): (platform: Platform) => { label: string; hint: string; phone?: true } {
  const intl = useIntl();
  return (platform) => ({
    label: intl.formatMessage({ id: `wizard.handle.${platform}.label` }),
    hint: intl.formatMessage({ id: `wizard.handle.${platform}.hint` }),
    phone: HANDLE_FIELDS[platform].phone,
  });
}
