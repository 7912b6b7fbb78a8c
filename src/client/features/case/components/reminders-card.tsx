import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useReminders, useSetReminders } from "../api/case-api.ts";

/** Deadline reminders by email, turned off and on here (they cover all of the user's letters). */
export function RemindersCard() {
  const intl = useIntl();
  const reminders = useReminders();
  const set = useSetReminders();
  if (!reminders.data) return null;
  const on = reminders.data.on;
  return (
    <Card id="reminders" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">
          <FormattedMessage id="case.reminders.title" />
        </CardTitle>
        <p className="text-sm text-slate-600" role="status">
          <FormattedMessage id={on ? "case.reminders.on" : "case.reminders.off"} />{" "}
          <FormattedMessage id="case.reminders.ordersStill" />
        </p>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div>
          <Button variant="outline" onClick={() => set.mutate(!on)} disabled={set.isPending}>
            <FormattedMessage id={on ? "case.reminders.turnOff" : "case.reminders.turnOn"} />
          </Button>
        </div>
        {set.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(set.error, intl.formatMessage({ id: "case.reminders.failed" }))}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
