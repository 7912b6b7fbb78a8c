import { isNotNull, notInArray, or } from "drizzle-orm";
import { HIDDEN_ORDER_STATUSES } from "../../../domain/money/orders.ts";
import { orders } from "../../db/schema.ts";

/** Users never see checkouts that ended unpaid, unless money came back on one: then they see why. */
export const userSeesOrder = or(notInArray(orders.status, HIDDEN_ORDER_STATUSES), isNotNull(orders.refundRequestedAt));
