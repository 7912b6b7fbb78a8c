import { and, asc, eq, inArray } from "drizzle-orm";
import type { ProofOfDelivery } from "../../../domain/case/proof-packet.ts";
import type { Db } from "../../db/client.ts";
import { mailProofPages, mailProofs } from "../../db/schema.ts";
import type { MailProviderKind } from "../../providers/mail/mail-provider.ts";
import { PROVIDER_NAMES } from "../../providers/mail/mail-providers.ts";
import type { RecordPages } from "../evidence/page-image.ts";

/** The proofs of delivery kept for an order, return receipt first. */
export async function proofsOfOrder(db: Db, orderId: number): Promise<ProofOfDelivery[]> {
  const rows = await db
    .select({
      kind: mailProofs.kind,
      simulated: mailProofs.simulated,
      source: mailProofs.source,
      sha256: mailProofs.pdfSha256,
      fetchedAt: mailProofs.fetchedAt,
    })
    .from(mailProofs)
    .where(eq(mailProofs.orderId, orderId))
    .orderBy(asc(mailProofs.kind));
  return rows
    .map((row) => ({ ...row, kind: row.kind as ProofOfDelivery["kind"], fetchedAt: row.fetchedAt.toISOString() }))
    .sort((a, b) => (a.kind === "return_receipt" ? -1 : b.kind === "return_receipt" ? 1 : 0));
}

/** One kept proof's PDF, for its download. */
export async function proofPdf(db: Db, orderId: number, kind: string) {
  const [row] = await db
    .select({ pdf: mailProofs.pdf, simulated: mailProofs.simulated, sha256: mailProofs.pdfSha256 })
    .from(mailProofs)
    .where(and(eq(mailProofs.orderId, orderId), eq(mailProofs.kind, kind)));
  return row;
}

/** Pictures of the proofs of the given orders, by the SHA-256 of each proof's PDF (for the case record). */
export async function proofPagesOf(db: Db, orderIds: number[]): Promise<Record<string, RecordPages>> {
  if (orderIds.length === 0) return {};
  const rows = await db
    .select({
      sha256: mailProofs.pdfSha256,
      pageCount: mailProofs.pageCount,
      jpeg: mailProofPages.jpeg,
      width: mailProofPages.width,
      height: mailProofPages.height,
    })
    .from(mailProofs)
    .innerJoin(mailProofPages, eq(mailProofPages.proofId, mailProofs.id))
    .where(inArray(mailProofs.orderId, orderIds))
    .orderBy(asc(mailProofs.id), asc(mailProofPages.page));
  const pages: Record<string, RecordPages> = {};
  for (const row of rows) {
    pages[row.sha256] ??= { pageCount: row.pageCount, pages: [] };
    pages[row.sha256].pages.push({ jpeg: row.jpeg, width: row.width, height: row.height });
  }
  return pages;
}

/** The provider's name for people ("LetterStream", "Lob", "the simulated mailer"). */
export function providerName(kind: string | null): string {
  return PROVIDER_NAMES[(kind ?? "letterstream") as MailProviderKind] ?? kind ?? "the mail service";
}
