import { Badge } from "@/components/ui/badge.tsx";

/** Dashboard colours: completed is 'Paid' (green), pending 'Not paid' (yellow), anything else raw in red. */
export function OrderStatusBadge({ status }: { status: string }) {
  if (status === "completed") return <Badge variant="success">Paid</Badge>;
  if (status === "pending") return <Badge variant="warning">Not paid</Badge>;
  return <Badge variant="destructive">{status}</Badge>;
}
