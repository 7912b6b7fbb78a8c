import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { mailProofPages, mailProofs, orders } from "../../db/schema.ts";
import { readPdf } from "../evidence/prepare-file.ts";
import { isPdf, MailProviderError, type MailProviderKind, type ProofFile } from "../../providers/mail/mail-provider.ts";
import { PROVIDER_NAMES } from "../../providers/mail/mail-providers.ts";
import type { DispatchDeps } from "./dispatch-deps.ts";
import { mailingRef } from "./dispatch-order.ts";

type OrderRow = typeof orders.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;
/** Proofs are asked for until they are all kept or this long after delivery. */
export const PROOF_WINDOW_MS = 30 * DAY;

/**
 * The proofs each provider can give. Lob's API serves no return-receipt image (decision 0024),
 * only its PDF of the printed letter: its certified tracking events, kept on the order with
 * their dates, are the proof of delivery.
 */
export const EXPECTED_PROOFS: Record<MailProviderKind, ProofFile["kind"][]> = {
  letterstream: ["return_receipt", "printed_piece"],
  lob: ["printed_piece"],
  simulated: ["return_receipt"],
};

/**
 * Asks for the proofs of delivered mailings that are due: each PDF kept once with its SHA-256;
 * asked again with back-off (the dispatch poll timings) until every expected one is kept or 30
 * days have passed since delivery. A reply that is not a PDF, or a failure, is logged and kept
 * as the reason for an admin, and asked again later.
 */
export async function fetchDueProofs(deps: DispatchDeps, limit = 5): Promise<number> {
  const now = deps.clock();
  const leaseUntil = new Date(now.getTime() + deps.timings.leaseMs);
  const claimed = (await deps.db.execute(sql`
    update orders set proof_next_at = ${leaseUntil.toISOString()}
    where id in (
      select id from orders
      where proof_next_at is not null and proof_next_at <= ${now.toISOString()}
      order by proof_next_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  for (const { id } of claimed.rows) await fetchProofs(deps, Number(id));
  return claimed.rows.length;
}

async function fetchProofs(deps: DispatchDeps, orderId: number): Promise<void> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const kept = await deps.db.select({ kind: mailProofs.kind }).from(mailProofs).where(eq(mailProofs.orderId, orderId));
  const expected = EXPECTED_PROOFS[order.mailProvider as MailProviderKind] ?? [];
  const missing = expected.filter((kind) => !kept.some((proof) => proof.kind === kind));
  if (missing.length === 0) return settle(deps, order, null);
  const provider = deps.mail.get(order.mailProvider);
  let problem: string | null = null;
  if (!provider) {
    problem = `${PROVIDER_NAMES[order.mailProvider as MailProviderKind] ?? order.mailProvider}'s keys are not set on this server`;
  } else {
    try {
      for (const proof of await provider.proofs(mailingRef(order))) {
        if (!missing.includes(proof.kind)) continue;
        const refused = await keep(deps, orderId, proof);
        if (refused) {
          problem = refused;
          continue;
        }
        missing.splice(missing.indexOf(proof.kind), 1);
      }
    } catch (error) {
      const kind = error instanceof MailProviderError ? error.kind : "unclear";
      problem = `Asking for the proof of delivery failed (${kind}): ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  if (problem) deps.log.warn({ orderId, problem }, "proof of delivery not fetched");
  if (missing.length === 0) return settle(deps, order, null);
  const deliveredAt = deliveryTime(order);
  const attempts = order.proofAttempts + 1;
  const wait = Math.min(deps.timings.pollMs * 2 ** (attempts - 1), deps.timings.maxPollMs);
  const next = new Date(deps.clock().getTime() + wait);
  if (next.getTime() - deliveredAt.getTime() > PROOF_WINDOW_MS) {
    return settle(
      deps,
      order,
      `No ${missing.map((kind) => kind.replace("_", " ")).join(" or ")} came within 30 days of delivery.${problem ? ` Last: ${problem}` : ""}`,
    );
  }
  await deps.db
    .update(orders)
    .set({ proofNextAt: next, proofAttempts: attempts, proofError: problem })
    .where(eq(orders.id, orderId));
}

/**
 * Keeps a proof with its SHA-256 and pictures of its pages for the case record, drawn on the file
 * worker as evidence is (decision 0023): a reply that is not a PDF, or a PDF that acts or cannot
 * be drawn, is not kept. Answers why not, or undefined once kept.
 */
async function keep(deps: DispatchDeps, orderId: number, proof: ProofFile): Promise<string | undefined> {
  const what = `The ${proof.kind.replace("_", " ")} from ${proof.source}`;
  if (!isPdf(proof.pdf)) return `${what} is not a PDF; it was not kept.`;
  const reading = await readPdf(proof.pdf, true);
  if (!reading.drawn) return `${what} could not be read safely (${reading.verdict}); it was not kept.`;
  const drawn = reading.drawn;
  await deps.db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(mailProofs)
      .values({
        orderId,
        kind: proof.kind,
        simulated: proof.simulated,
        source: proof.source,
        pdf: proof.pdf,
        pdfSha256: createHash("sha256").update(proof.pdf).digest("hex"),
        pageCount: drawn.pageCount,
        fetchedAt: deps.clock(),
      })
      .onConflictDoNothing()
      .returning({ id: mailProofs.id });
    if (!kept || drawn.pages.length === 0) return;
    await tx.insert(mailProofPages).values(
      drawn.pages.map((page, index) => ({
        proofId: kept.id,
        page: index + 1,
        jpeg: Buffer.from(page.jpeg.buffer, page.jpeg.byteOffset, page.jpeg.byteLength),
        width: page.width,
        height: page.height,
      })),
    );
  });
  deps.log.info({ orderId, kind: proof.kind, simulated: proof.simulated }, "proof of delivery kept");
  return undefined;
}

/** Nothing more to ask: done, or given up with the reason kept for an admin. */
async function settle(deps: DispatchDeps, order: OrderRow, reason: string | null): Promise<void> {
  await deps.db.update(orders).set({ proofNextAt: null, proofError: reason }).where(eq(orders.id, order.id));
}

/** When the mailing was delivered: the provider's date on the timeline, else the last update. */
export function deliveryTime(order: OrderRow): Date {
  const delivered = [...order.mailEvents].reverse().find((event) => event.status === "delivered");
  const at = delivered ? new Date(delivered.at) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : (order.letterstreamUpdatedAt ?? order.updatedAt);
}
