import { eq, sql } from "drizzle-orm";
import type { AdminLetterFilter, AdminLetterRow, AdminLettersPage } from "../../../domain/admin.ts";
import type { Db } from "../../db/client.ts";
import { letterTotals } from "../../db/schema.ts";

type Rows<T> = { rows: T[] };

/** One page of all letters, newest first, each with its paid order (else its latest one). */
export async function listAdminLetters(db: Db, query: { status: AdminLetterFilter; page: number; pageSize: number }): Promise<AdminLettersPage> {
  const paid = sql`exists (select 1 from orders p where p.demand_letter_id = l.id and p.status = 'completed')`;
  const where = query.status === "paid" ? sql`where ${paid}` : query.status === "pending" ? sql`where not ${paid}` : sql``;
  const offset = (query.page - 1) * query.pageSize;
  // Page the ids first, so the per-letter order lookup runs for this page's letters only.
  const rows = (await db.execute(sql`
    with page as (
      select l.id from demand_letters l ${where}
      order by l.id desc
      limit ${query.pageSize} offset ${offset}
    )
    select l.id, l.full_name, l.platforms, l.created_at, u.email,
           o.id as order_id, o.status, o.type, o.amount, o.mail_tracking
    from page
    join demand_letters l on l.id = page.id
    join users u on u.id = l.user_id
    left join lateral (
      select id, status, type, amount, mail_tracking from orders
      where demand_letter_id = l.id
      order by (status = 'completed') desc, (type = 'mail') desc, id desc
      limit 1
    ) o on true
    order by l.id desc`)) as unknown as Rows<Record<string, unknown>>;
  return {
    items: rows.rows.map(toRow),
    total: await countLetters(db, query.status),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Read from the totals the database keeps (see letterTotals in schema.ts), never by counting. */
async function countLetters(db: Db, status: AdminLetterFilter): Promise<number> {
  const [totals] = await db.select().from(letterTotals).where(eq(letterTotals.id, 1));
  if (!totals) return 0;
  if (status === "paid") return totals.paid;
  if (status === "pending") return totals.letters - totals.paid;
  return totals.letters;
}

function toRow(row: Record<string, unknown>): AdminLetterRow {
  return {
    id: Number(row.id),
    orderId: row.order_id === null ? null : Number(row.order_id),
    userEmail: String(row.email),
    fullName: String(row.full_name),
    platforms: parseArray(row.platforms),
    status: row.status === "completed" ? "Paid" : "Pending",
    orderType: (row.type as string | null) ?? null,
    amount: (row.amount as string | null) ?? null,
    createdAt: new Date(row.created_at as string).toISOString(),
    mailTracking: (row.mail_tracking as string | null) ?? null,
  };
}

/** Raw queries may hand back a text[] as an array or as its '{a,b}' text. */
function parseArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string") return value.replace(/^\{|\}$/g, "").split(",").filter(Boolean).map((item) => item.replace(/^"|"$/g, ""));
  return [];
}
