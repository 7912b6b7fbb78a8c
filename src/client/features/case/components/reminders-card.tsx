import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useReminders, useSetReminders } from "../api/case-api.ts";

/** Deadline reminders by email, turned off and on here (they cover all of the user's letters). */
export function RemindersCard() {
  const reminders = useReminders();
  const set = useSetReminders();
  if (!reminders.data) return null;
  const on = reminders.data.on;
  return (
    <Card id="reminders" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">Reminders</CardTitle>
        <p className="text-sm text-slate-600" role="status">
          {on
            ? "We email you 7 days before your letter’s reply deadline and on the deadline."
            : "Reminders are off: we do not email you about your letters’ deadlines."}{" "}
          Emails about your orders and mail still come.
        </p>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div>
          <Button variant="outline" onClick={() => set.mutate(!on)} disabled={set.isPending}>
            {on ? "Turn reminders off" : "Turn reminders on"}
          </Button>
        </div>
        {set.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(set.error, "We could not change your reminders. Please try again.")}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
