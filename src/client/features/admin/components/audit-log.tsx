import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { formatDate } from "@/lib/format.ts";
import { formatTime } from "../admin-format.ts";
import { useAdminAudit } from "../api/admin-overview.ts";
import { describeAudit } from "../audit-wording.ts";
import { AdminTable, Cell, HeaderRow, Missing } from "./admin-table.tsx";

const COLUMNS = ["When", "Who", "Action", "Record", "Details"] as const;

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
            const { action, record, detail } = describeAudit(entry);
            return (
              <tr key={entry.id} className="border-t border-border">
                <Cell className="whitespace-nowrap">
                  {/* The date, then the time in the admin's own zone, named ("9:41 AM UTC"). */}
                  <time dateTime={entry.at}>
                    <span className="block">{formatDate(entry.at)}</span>
                    <span className="block text-xs text-slate-600">{formatTime(entry.at)}</span>
                  </time>
                </Cell>
                <Cell className="max-w-56 truncate" title={entry.actor ?? "System"}>
                  {entry.actor ?? "System"}
                </Cell>
                <Cell className="min-w-40">
                  <span className="block text-slate-900">{action}</span>
                  <span className="block font-mono text-xs text-slate-600">{entry.action}</span>
                </Cell>
                <Cell className="whitespace-nowrap">{record}</Cell>
                <Cell className="max-w-80">
                  {detail ? (
                    <span className="line-clamp-2 [overflow-wrap:anywhere]" title={detail}>
                      {detail}
                    </span>
                  ) : (
                    <Missing />
                  )}
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
