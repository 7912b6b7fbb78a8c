import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { formatDate } from "@/lib/format.ts";
import { useAdminAudit } from "../api/admin-overview.ts";
import { AdminTable, Cell, HeaderRow, Missing } from "./admin-table.tsx";

const COLUMNS = ["When", "Who", "Action", "Record", "Details"] as const;

/** Details as short "key: value" pairs. */
function detailText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(" · ");
}

/** The last 50 entries of the audit log: every admin action, and what the system did on its own. */
export function AuditLog() {
  const audit = useAdminAudit();
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle as="h2">Recent activity</CardTitle>
        <CardDescription>The last 50 entries of the audit log, newest first.</CardDescription>
      </CardHeader>
      <AdminTable caption="Recent activity">
        <HeaderRow columns={COLUMNS} />
        <tbody>
          {(audit.data ?? []).map((entry) => {
            const details = detailText(entry.details);
            return (
              <tr key={entry.id} className="border-t border-border">
                <Cell className="whitespace-nowrap">
                  <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                </Cell>
                <Cell className="max-w-56 truncate" title={entry.actor ?? "System"}>
                  {entry.actor ?? "System"}
                </Cell>
                <Cell className="whitespace-nowrap font-mono text-xs">{entry.action}</Cell>
                <Cell className="whitespace-nowrap">
                  {entry.targetType} {entry.targetId}
                </Cell>
                <Cell className="max-w-80 truncate" title={details}>
                  {details || <Missing />}
                </Cell>
              </tr>
            );
          })}
          {audit.data && audit.data.length === 0 ? (
            <tr className="border-t border-border">
              <td colSpan={COLUMNS.length} className="px-6 py-8 text-center text-sm text-slate-600">
                Nothing recorded yet.
              </td>
            </tr>
          ) : null}
        </tbody>
      </AdminTable>
    </Card>
  );
}
