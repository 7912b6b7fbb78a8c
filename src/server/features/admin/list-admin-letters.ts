import { and, asc, desc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { AdminLetterFilter, AdminLetterRow, AdminLettersPage } from "../../../domain/admin.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, letterTotals, orders, users } from "../../db/schema.ts";

type PageQuery = { status: AdminLetterFilter; page: number; pageSize: number; before?: number; after?: number };

/** Above every letter id (ids are 32-bit). */
const PAST_NEWEST = 2_147_483_647;

const FILTERS: Record<AdminLetterFilter, SQL | undefined> = {
  all: undefined,
  paid: eq(demandLetters.paid, true),
  pending: eq(demandLetters.paid, false),
};

/**
 * Pages of all letters, newest first, each with its paid order (else its latest one). A page is
 * found from the id next to it (keyset), so any depth costs the same as the first page. Statements
 * are prepared once per database: planning the page query cost more than running it.
 */
export function prepareAdminLetters(db: Db) {
  const statements = Object.fromEntries(
    Object.entries(FILTERS).map(([status, filter]) => [
      status,
      { older: preparePage(db, filter, "older", `admin_letters_${status}_older`), newer: preparePage(db, filter, "newer", `admin_letters_${status}_newer`) },
    ]),
  ) as Record<AdminLetterFilter, Record<"older" | "newer", ReturnType<typeof preparePage>>>;
  const readTotals = db.select().from(letterTotals).where(eq(letterTotals.id, 1)).prepare("admin_letter_totals");

  return async function listAdminLetters(query: PageQuery): Promise<AdminLettersPage> {
    const { older, newer } = statements[query.status];
    /* One row more than the page shows, to know whether another page follows in that direction. */
    const limit = query.pageSize + 1;
    const [rows, [totals]] = await Promise.all([
      query.after !== undefined
        ? newer.execute({ edge: query.after, limit, offset: 0 })
        : older.execute({ edge: query.before ?? PAST_NEWEST, limit, offset: query.before === undefined ? (query.page - 1) * query.pageSize : 0 }),
      readTotals.execute(),
    ]);
    const more = rows.length > query.pageSize;
    /* Rows come newest first; the extra row sits past the far end of the page from the edge. */
    const items = query.after !== undefined ? rows.slice(more ? 1 : 0) : rows.slice(0, query.pageSize);
    const first = items[0]?.id ?? null;
    const last = items.at(-1)?.id ?? null;
    const isFirstPage = query.after !== undefined ? !more : query.before === undefined && query.page === 1;
    const isLastPage = query.after === undefined && !more;
    return {
      items: items.map(toRow),
      total: totalFor(query.status, totals),
      page: query.page,
      pageSize: query.pageSize,
      nextBefore: isLastPage ? null : last,
      prevAfter: isFirstPage ? null : first,
    };
  };
}

function preparePage(db: Db, filter: SQL | undefined, direction: "older" | "newer", name: string) {
  // Page the ids first, so the per-letter order lookup runs for this page's letters only.
  const edge = sql.placeholder("edge");
  const page = db
    .select({ id: demandLetters.id })
    .from(demandLetters)
    .where(and(filter, direction === "older" ? lt(demandLetters.id, edge) : gt(demandLetters.id, edge)))
    .orderBy(direction === "older" ? desc(demandLetters.id) : asc(demandLetters.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
  const order = db
    .select({ id: orders.id, status: orders.status, type: orders.type, amount: orders.amount, mailTracking: orders.mailTracking })
    .from(orders)
    .where(eq(orders.demandLetterId, demandLetters.id))
    .orderBy(sql`(${orders.status} = 'completed') desc`, sql`(${orders.type} = 'mail') desc`, desc(orders.id))
    .limit(1)
    .as("chosen_order");
  return db
    .select({
      id: demandLetters.id,
      fullName: demandLetters.fullName,
      platforms: demandLetters.platforms,
      createdAt: demandLetters.createdAt,
      userEmail: users.email,
      order: { id: order.id, status: order.status, type: order.type, amount: order.amount, mailTracking: order.mailTracking },
    })
    .from(page)
    .innerJoin(demandLetters, eq(demandLetters.id, page.id))
    .innerJoin(users, eq(users.id, demandLetters.userId))
    .leftJoinLateral(order, sql`true`)
    .orderBy(desc(demandLetters.id))
    .prepare(name);
}

/** Read from the totals the database keeps (see letterTotals in schema.ts), never by counting. */
function totalFor(status: AdminLetterFilter, totals: { letters: number; paid: number } | undefined): number {
  if (!totals) return 0;
  if (status === "paid") return totals.paid;
  if (status === "pending") return totals.letters - totals.paid;
  return totals.letters;
}

type PageRow = Awaited<ReturnType<ReturnType<typeof preparePage>["execute"]>>[number];

function toRow(row: PageRow): AdminLetterRow {
  return {
    id: row.id,
    orderId: row.order?.id ?? null,
    userEmail: row.userEmail,
    fullName: row.fullName,
    platforms: row.platforms,
    status: row.order?.status === "completed" ? "Paid" : "Pending",
    orderType: row.order?.type ?? null,
    amount: row.order?.amount ?? null,
    createdAt: row.createdAt.toISOString(),
    mailTracking: row.order?.mailTracking ?? null,
  };
}
