import { api } from "@/lib/api-client.ts";

/** GET /api/orders/{id}/upgrade/check */
export const checkUpgrade = (orderId: number) =>
  api.get<{ canUpgrade: boolean; reason?: string }>(`/api/orders/${orderId}/upgrade/check`);

/** POST /api/orders/{id}/upgrade: the checkout page to pay the upgrade on. */
export const startUpgrade = (orderId: number) => api.post<{ sessionUrl: string }>(`/api/orders/${orderId}/upgrade`);
