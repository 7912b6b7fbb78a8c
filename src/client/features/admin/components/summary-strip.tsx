import type { AdminSummary, SummaryDay } from "../../../../domain/accounts/admin.ts";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatAmount } from "@/lib/format.ts";
import { useAdminSummary } from "../api/admin-overview.ts";

const count = (value: number) => value.toLocaleString("en-US");
const shortDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Revenue, refunds and the mail queue at a glance, with paid orders per day for 30 days. */
export function SummaryStrip() {
  const summary = useAdminSummary();
  const data = summary.data;
  return (
    <section aria-labelledby="summary-heading" className="grid gap-4">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
        {data ? (
          [
            ...data.periods.map((period) => (
              <Figure
                key={period.label}
                label={period.label === "Today" ? "Today" : `Last ${period.label}`}
                value={formatAmount(period.revenue)}
                note={`${count(period.orders)} paid ${period.orders === 1 ? "order" : "orders"}`}
              />
            )),
            <Figure
              key="refunds"
              label="Refunds, 30 days"
              value={formatAmount(data.refunds.amount)}
              note={`${count(data.refunds.count)} ${data.refunds.count === 1 ? "refund" : "refunds"}`}
            />,
            <Figure
              key="queue"
              label="Mail queue"
              value={`${count(data.queue.waiting)} waiting`}
              note={`${count(data.queue.paused)} paused · ${count(data.queue.sentThisWeek)} sent this week`}
              warn={data.queue.paused > 0}
              wide
            />,
          ]
        ) : summary.isError ? (
          <p role="alert" className="col-span-2 text-sm font-medium text-destructive xl:col-span-5">
            The summary could not be loaded.
          </p>
        ) : (
          [0, 1, 2, 3, 4].map((index) => <Skeleton key={index} className="h-24 rounded-xl" />)
        )}
      </div>
      {data ? <DailyChart days={data.days} /> : null}
    </section>
  );
}

function Figure({
  label,
  value,
  note,
  warn = false,
  wide = false,
}: {
  label: string;
  value: string;
  note: string;
  warn?: boolean;
  wide?: boolean;
}) {
  return (
    <div
      className={`grid content-start gap-1 rounded-xl border border-border bg-white p-4 shadow-xs ${wide ? "col-span-2 xl:col-span-1" : ""}`}
    >
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="text-xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-2xl">{value}</p>
      <p className={warn ? "text-sm font-medium text-amber-800" : "text-sm text-slate-600"}>{note}</p>
    </div>
  );
}

const CHART = { width: 600, height: 120, gap: 4 };

/** Paid orders per day as bars drawn in SVG (no chart library), with the same numbers as a table. */
function DailyChart({ days }: { days: AdminSummary["days"] }) {
  const most = Math.max(1, ...days.map((day) => day.orders));
  const barWidth = CHART.width / days.length - CHART.gap;
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as="h3" className="text-base">
          Paid orders per day, last {days.length} days
        </CardTitle>
        <CardDescription>
          The {days.length} days from {shortDay(days[0]?.day ?? "")} to {shortDay(days.at(-1)?.day ?? "")} (a rolling
          window, not a calendar month): {count(total)} paid {total === 1 ? "order" : "orders"}, at most {count(most)}{" "}
          in a day.
        </CardDescription>
      </CardHeader>
      <div className="grid gap-3 px-6 pb-6">
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          className="h-32 w-full"
          role="img"
          aria-label={`Paid orders per day for the last ${days.length} days; the table below lists each day.`}
          preserveAspectRatio="none"
        >
          {days.map((day, index) => {
            const height = day.orders === 0 ? 1 : Math.max(3, (day.orders / most) * (CHART.height - 4));
            return (
              <rect
                key={day.day}
                x={index * (barWidth + CHART.gap)}
                y={CHART.height - height}
                width={barWidth}
                height={height}
                rx={1.5}
                className={day.orders === 0 ? "fill-slate-200" : "fill-navy-600"}
              >
                <title>{`${shortDay(day.day)}: ${day.orders} ${day.orders === 1 ? "order" : "orders"}, ${formatAmount(day.revenue)}`}</title>
              </rect>
            );
          })}
        </svg>
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium text-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700">
            Show as a table
          </summary>
          <DaysTable days={days} />
        </details>
      </div>
    </Card>
  );
}

function DaysTable({ days }: { days: SummaryDay[] }) {
  return (
    <div
      className="mt-3 max-h-72 overflow-y-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label="Paid orders per day, as a table"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Paid orders and revenue per day</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Day
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold text-slate-700">
              Paid orders
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold text-slate-700">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.day} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">
                {shortDay(day.day)}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums text-slate-800">{count(day.orders)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums text-slate-800">{formatAmount(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
