import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { AdminLetterFilter, AdminLetterRow, AdminLettersPage } from "../../../domain/admin.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, letterTotals, orders, users } from "../../db/schema.ts";

type PageQuery = { status: AdminLetterFilter; page: number; pageSize: number };

/**
 * Pages of all letters, newest first, each with its paid order (else its latest one). Statements
 * are prepared once per database: planning the page query cost more than running it.
 */
export function prepareAdminLetters(db: Db) {
  const pages = {
    all: preparePage(db, undefined, "admin_letters_all"),
    paid: preparePage(db, eq(demandLetters.paid, true), "admin_letters_paid"),
    pending: preparePage(db, eq(demandLetters.paid, false), "admin_letters_pending"),
  };
  const readTotals = db.select().from(letterTotals).where(eq(letterTotals.id, 1)).prepare("admin_letter_totals");

  return async function listAdminLetters(query: PageQuery): Promise<AdminLettersPage> {
    const [rows, [totals]] = await Promise.all([
      pages[query.status].execute({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      readTotals.execute(),
    ]);
    return { items: rows.map(toRow), total: totalFor(query.status, totals), page: query.page, pageSize: query.pageSize };
  };
}

function preparePage(db: Db, filter: SQL | undefined, name: string) {
  // Page the ids first, so the per-letter order lookup runs for this page's letters only.
  const page = db
    .select({ id: demandLetters.id })
    .from(demandLetters)
    .where(filter)
    .orderBy(desc(demandLetters.id))
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
