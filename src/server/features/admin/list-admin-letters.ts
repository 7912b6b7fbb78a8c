import { and, asc, desc, eq, gt, inArray, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import type {
  AdminLetterFilter,
  AdminLetterRow,
  AdminLetterStatus,
  AdminLettersPage,
} from "../../../domain/accounts/admin.ts";
import type { Db } from "../../db/client.ts";
import { union } from "drizzle-orm/pg-core";
import { demandLetters, letterTotals, orders, users } from "../../db/schema.ts";

export type PageQuery = {
  status: AdminLetterFilter;
  page: number;
  pageSize: number;
  before?: number;
  after?: number;
  q?: string;
};
type Direction = "older" | "newer";
type SearchPlan = "lookup" | "scan";
type Bound = number | Placeholder;

/** Above every letter id (ids are 32-bit). */
const PAST_NEWEST = 2_147_483_647;
/** A search counts its matches up to here, then says "more than". */
export const SEARCH_COUNT_LIMIT = 10_000;

/** An order whose money was sent back, in full (refunded) or asked for (a refund on its way, a mismatch refunded). */
const REFUND = sql`(${orders.status} = 'refunded' or ${orders.refundRequestedAt} is not null)`;
/** An order still waiting for its payment. */
const OPEN = sql`${orders.status} = 'pending'`;

/**
 * The four statuses (decision 0029), each from all of a letter's orders: Paid wins, then Refunded,
 * then Pending (an open checkout, or none started); Cancelled is every checkout closed unpaid.
 * Triggers keep each letter's status in `admin_status`, indexed with its id, so a page of any
 * filter walks that index newest first (decision 0041).
 */
const FILTERS: Record<AdminLetterFilter, SQL | undefined> = {
  all: undefined,
  paid: eq(demandLetters.paid, true),
  pending: eq(demandLetters.adminStatus, "pending"),
  refunded: eq(demandLetters.adminStatus, "refunded"),
  cancelled: eq(demandLetters.adminStatus, "cancelled"),
};

/** The same rules for one letter, from what its orders add up to. */
function statusOf(row: {
  paid: boolean;
  refund: boolean | null;
  open: boolean | null;
  orders: number;
}): AdminLetterStatus {
  if (row.paid) return "Paid";
  if (row.refund) return "Refunded";
  if (row.orders === 0 || row.open) return "Pending";
  return "Cancelled";
}

/**
 * What a search matches: a letter or order number ("12" or "#12"), or part of the sender's name
 * or of the account's email, ignoring case. Two plans for the same matches: `lookup` finds them
 * through the trigram indexes (migration 0015), best for a page or a count, where few may match
 * among a million; `scan` tests each letter on the way down the id index, best for the CSV export,
 * which reads every match in order anyway.
 */
export function searchFilter(db: Db, q: string, plan: SearchPlan = "lookup"): SQL {
  const number = /^#?(\d{1,9})$/.exec(q.trim())?.[1];
  if (number) {
    const id = Number(number);
    return sql`(${demandLetters.id} = ${id} or ${inArray(demandLetters.id, db.select({ id: orders.demandLetterId }).from(orders).where(eq(orders.id, id)))})`;
  }
  const pattern = `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  if (plan === "scan") {
    return sql`(lower(${demandLetters.fullName}) like ${pattern} or ${inArray(
      demandLetters.userId,
      db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) like ${pattern}`),
    )})`;
  }
  /* Two lookups the trigram indexes answer, joined: an OR across them would read every letter. */
  const byName = db
    .select({ id: demandLetters.id })
    .from(demandLetters)
    .where(sql`lower(${demandLetters.fullName}) like ${pattern}`);
  const byEmail = db
    .select({ id: demandLetters.id })
    .from(demandLetters)
    .innerJoin(users, eq(users.id, demandLetters.userId))
    .where(sql`lower(${users.email}) like ${pattern}`);
  return inArray(demandLetters.id, union(byName, byEmail));
}

/**
 * Pages of all letters, newest first, each with its paid order (else its latest one) and what its
 * orders add up to. A page is found from the id next to it (keyset), so any depth costs the same
 * as the first page. Statements without a search are prepared once per database: planning the
 * page query cost more than running it.
 */
export function prepareAdminLetters(db: Db) {
  const statements = Object.fromEntries(
    Object.entries(FILTERS).map(([status, filter]) => [
      status,
      {
        older: pageQuery(db, filter, "older", placeholders).prepare(`admin_letters_${status}_older`),
        newer: pageQuery(db, filter, "newer", placeholders).prepare(`admin_letters_${status}_newer`),
      },
    ]),
  ) as unknown as Record<
    AdminLetterFilter,
    Record<Direction, { execute: (values: { edge: number; limit: number; offset: number }) => Promise<PageRow[]> }>
  >;
  const readTotals = db.select().from(letterTotals).where(eq(letterTotals.id, 1)).prepare("admin_letter_totals");

  /** The rows of one page, one more than it shows, newest first. */
  function readPage(
    query: PageQuery,
    direction: Direction,
    bounds: { edge: number; limit: number; offset: number },
    plan: SearchPlan = "lookup",
  ): Promise<PageRow[]> {
    if (!query.q?.trim()) return statements[query.status][direction].execute(bounds);
    return pageQuery(db, and(FILTERS[query.status], searchFilter(db, query.q, plan)), direction, bounds);
  }

  async function countFor(query: PageQuery): Promise<{ total: number; capped: boolean }> {
    if (!query.q?.trim()) {
      const [totals] = await readTotals.execute();
      return { total: totalFor(query.status, totals), capped: false };
    }
    const matches = db
      .select({ one: sql`1` })
      .from(demandLetters)
      .where(and(FILTERS[query.status], searchFilter(db, query.q)))
      .limit(SEARCH_COUNT_LIMIT + 1)
      .as("matches");
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
    const total = row?.n ?? 0;
    return { total: Math.min(total, SEARCH_COUNT_LIMIT), capped: total > SEARCH_COUNT_LIMIT };
  }

  async function listAdminLetters(query: PageQuery): Promise<AdminLettersPage> {
    /* One row more than the page shows, to know whether another page follows in that direction. */
    const limit = query.pageSize + 1;
    const [rows, count] = await Promise.all([
      query.after !== undefined
        ? readPage(query, "newer", { edge: query.after, limit, offset: 0 })
        : readPage(query, "older", {
            edge: query.before ?? PAST_NEWEST,
            limit,
            offset: query.before === undefined ? (query.page - 1) * query.pageSize : 0,
          }),
      countFor(query),
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
      total: count.total,
      totalCapped: count.capped,
      page: query.page,
      pageSize: query.pageSize,
      nextBefore: isLastPage ? null : last,
      prevAfter: isFirstPage ? null : first,
    };
  }

  /** Every letter the filter and search match, newest first, `batch` at a time (for the CSV export). */
  async function* eachLetter(query: Pick<PageQuery, "status" | "q">, batch = 500): AsyncGenerator<AdminLetterRow[]> {
    let edge = PAST_NEWEST;
    for (;;) {
      const rows = await readPage(
        { ...query, page: 1, pageSize: batch },
        "older",
        { edge, limit: batch, offset: 0 },
        "scan",
      );
      if (rows.length === 0) return;
      yield rows.map(toRow);
      if (rows.length < batch) return;
      edge = rows.at(-1)?.id ?? 0;
    }
  }

  return { listAdminLetters, eachLetter };
}

const placeholders = {
  edge: sql.placeholder("edge"),
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
};

function pageQuery(
  db: Db,
  filter: SQL | undefined,
  direction: Direction,
  bounds: { edge: Bound; limit: Bound; offset: Bound },
) {
  // Page the ids first, so the per-letter order lookups run for this page's letters only.
  const page = db
    .select({ id: demandLetters.id })
    .from(demandLetters)
    .where(and(filter, direction === "older" ? lt(demandLetters.id, bounds.edge) : gt(demandLetters.id, bounds.edge)))
    .orderBy(direction === "older" ? desc(demandLetters.id) : asc(demandLetters.id))
    .limit(bounds.limit)
    .offset(bounds.offset)
    .as("page");
  const order = db
    .select({
      id: orders.id,
      status: orders.status,
      type: orders.type,
      amount: orders.amount,
      mailTracking: orders.mailTracking,
      mailProvider: orders.mailProvider,
      mailStatus: orders.mailStatus,
      mailJob: orders.letterstreamJobId,
    })
    .from(orders)
    .where(eq(orders.demandLetterId, demandLetters.id))
    /* The letter's own order: paid first, then refunded, mail before digital, a final notice's or data request's mailing last. */
    .orderBy(
      sql`(${orders.status} = 'completed') desc`,
      sql`${REFUND} desc`,
      sql`(${orders.type} = 'mail') desc`,
      sql`(${orders.type} in ('follow-up-mail', 'data-request-mail')) asc`,
      desc(orders.id),
    )
    .limit(1)
    .as("chosen_order");
  /* What the letter's orders add up to: a $5 letter upgraded for $20 shows $25. */
  const money = db
    .select({
      paid: sql<string>`coalesce(sum(${orders.amount}) filter (where ${orders.paidAt} is not null), 0)::text`.as(
        "paid_total",
      ),
      refunded:
        sql<string>`coalesce(sum(${orders.refundAmount}) filter (where ${orders.refundedAt} is not null), 0)::text`.as(
          "refunded_total",
        ),
      refund: sql<boolean | null>`bool_or(${REFUND})`.as("any_refund"),
      open: sql<boolean | null>`bool_or(${OPEN})`.as("any_open"),
      orders: sql<number>`count(*)::int`.as("order_count"),
    })
    .from(orders)
    .where(eq(orders.demandLetterId, demandLetters.id))
    .as("money");
  return db
    .select({
      id: demandLetters.id,
      fullName: demandLetters.fullName,
      platforms: demandLetters.platforms,
      createdAt: demandLetters.createdAt,
      userEmail: users.email,
      order: {
        id: order.id,
        status: order.status,
        type: order.type,
        amount: order.amount,
        mailTracking: order.mailTracking,
        mailProvider: order.mailProvider,
        mailStatus: order.mailStatus,
        mailJob: order.mailJob,
      },
      paid: demandLetters.paid,
      paidTotal: money.paid,
      refundedTotal: money.refunded,
      refund: money.refund,
      open: money.open,
      orderCount: money.orders,
    })
    .from(page)
    .innerJoin(demandLetters, eq(demandLetters.id, page.id))
    .innerJoin(users, eq(users.id, demandLetters.userId))
    .leftJoinLateral(order, sql`true`)
    .leftJoinLateral(money, sql`true`)
    .orderBy(desc(demandLetters.id));
}

/** Every count from the totals the database keeps (see letterTotals in schema.ts); Pending is what is left. */
function totalFor(
  status: AdminLetterFilter,
  totals: { letters: number; paid: number; refunded: number; cancelled: number } | undefined,
): number {
  if (!totals) return 0;
  if (status === "all") return totals.letters;
  if (status === "paid") return totals.paid;
  if (status === "refunded") return totals.refunded;
  if (status === "cancelled") return totals.cancelled;
  return Math.max(0, totals.letters - totals.paid - totals.refunded - totals.cancelled);
}

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number];

/** "25" or "25.5" from numeric text, as the API's two-decimal amounts ("25.00"). */
function twoDecimals(text: string | null | undefined): string {
  return Number(text ?? 0).toFixed(2);
}

function toRow(row: PageRow): AdminLetterRow {
  return {
    id: row.id,
    orderId: row.order?.id ?? null,
    userEmail: row.userEmail,
    fullName: row.fullName,
    platforms: row.platforms,
    status: statusOf({ paid: row.paid, refund: row.refund, open: row.open, orders: row.orderCount ?? 0 }),
    orderType: row.order?.type ?? null,
    amount: row.order?.amount ?? null,
    paidTotal: twoDecimals(row.paidTotal),
    refundedTotal: twoDecimals(row.refundedTotal),
    createdAt: row.createdAt.toISOString(),
    mailTracking: row.order?.mailTracking ?? null,
    mailProvider: row.order?.mailProvider ?? null,
    mailStatus: row.order?.mailProvider ? (row.order.mailStatus ?? null) : null,
    mailJob: row.order?.mailJob ?? null,
  };
}
