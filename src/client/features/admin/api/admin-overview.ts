import { useQuery } from "@tanstack/react-query";
import type { AdminSummary, AuditEntry } from "../../../../domain/accounts/admin.ts";
import { api } from "@/lib/api-client.ts";

export const adminSummaryKey = ["/api/admin/summary"] as const;
export const adminAuditKey = ["/api/admin/audit"] as const;

/** GET /api/admin/summary: money, refunds, the mail queue and 30 days of paid orders. */
export const useAdminSummary = () =>
  useQuery({ queryKey: adminSummaryKey, queryFn: () => api.get<AdminSummary>("/api/admin/summary") });

/** GET /api/admin/audit: the last 50 audit entries, newest first. */
export const useAdminAudit = () =>
  useQuery({ queryKey: adminAuditKey, queryFn: () => api.get<AuditEntry[]>("/api/admin/audit") });
