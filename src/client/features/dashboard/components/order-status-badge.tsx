import { FormattedMessage } from "react-intl";
import { Badge } from "@/components/ui/badge.tsx";

/** Dashboard colours: completed is 'Paid' (green), pending 'Not paid' (yellow), anything else raw in red. */
export function OrderStatusBadge({ status }: { status: string }) {
  if (status === "completed") {
    return (
      <Badge variant="success">
        <FormattedMessage id="status.paid" />
      </Badge>
    );
  }
  if (status === "pending") {
    return (
      <Badge variant="warning">
        <FormattedMessage id="status.notPaid" />
      </Badge>
    );
  }
  return (
    <Badge variant="destructive">
      <FormattedMessage id="status.order" values={{ status }} />
    </Badge>
  );
}
