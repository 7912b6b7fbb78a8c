import { FormattedMessage } from "react-intl";
import { usePublicConfig } from "@/lib/public-config.ts";

/**
 * Shown on every page while the server runs with test keys or the built-in stand-ins
 * (ALLOW_TEST_PROVIDERS=true): nothing bought here is really charged or mailed.
 */
export function TestModeBanner() {
  const { data } = usePublicConfig();
  if (!data?.testMode) return null;
  return (
    <div role="status" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-slate-950">
      <FormattedMessage id="common.testMode" />
    </div>
  );
}
