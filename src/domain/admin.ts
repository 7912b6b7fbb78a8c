import { z } from "zod";
import { recordId } from "./ids.ts";

export const ADMIN_LETTER_FILTERS = ["all", "pending", "paid"] as const;
export type AdminLetterFilter = (typeof ADMIN_LETTER_FILTERS)[number];

export const adminLettersQuerySchema = z.object({
  status: z.enum(ADMIN_LETTER_FILTERS, { error: "Filter by all, pending or paid" }).default("all"),
  page: z.coerce.number().int().min(1, "Pages start at 1").max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, "At most 100 letters a page").default(25),
});

export const queueActionSchema = z.object({ orderId: recordId });

export const trackingSchema = z.object({
  letterId: recordId,
  tracking: z
    .string({ error: "Please enter a tracking number." })
    .trim()
    .min(1, "Please enter a tracking number.")
    .max(64, "A tracking number has at most 64 characters.")
    .regex(/^[A-Za-z0-9 -]+$/, "A tracking number has only letters, digits, spaces and dashes."),
});

export interface AdminLetterRow {
  id: number;
  orderId: number | null;
  userEmail: string;
  fullName: string;
  platforms: string[];
  status: "Paid" | "Pending";
  orderType: string | null;
  amount: string | null;
  createdAt: string;
  mailTracking: string | null;
}

export interface AdminLettersPage {
  items: AdminLetterRow[];
  total: number;
  page: number;
  pageSize: number;
}
