import { useIntl } from "react-intl";
import { useCurrentUser, displayName } from "@/features/auth/api/current-user.ts";
import { useLetterList } from "@/features/letters/api/letters-api.ts";
import { useOrderList } from "@/features/orders/api/orders-query.ts";
import { isPlacedOrder } from "@/features/orders/order-rules.ts";
import { ActiveCase } from "@/features/dashboard/components/active-case.tsx";
import { RecentLetters } from "@/features/dashboard/components/recent-letters.tsx";
import { RecentOrders } from "@/features/dashboard/components/recent-orders.tsx";
import { RecoveryBanner } from "@/features/dashboard/components/recovery-banner.tsx";
import { CreateLetterCard, LettersCountCard, OrdersCountCard } from "@/features/dashboard/components/stat-cards.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

export default function DashboardPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "dashboard.title" }));
  const { user } = useCurrentUser();
  const letters = useLetterList();
  const orders = useOrderList();
  const active = letters.data?.[0]; // newest first

  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid gap-8 py-10 sm:py-12">
        <PageHeader
          title={intl.formatMessage({ id: "dashboard.welcome" }, { name: user ? displayName(user) : "" })}
          description={intl.formatMessage({ id: "dashboard.intro" })}
        />
        {active ? <ActiveCase letter={active} /> : null}
        <RecoveryBanner />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <CreateLetterCard />
          <LettersCountCard count={letters.data?.length} isLoading={letters.isLoading} isError={letters.isError} />
          <OrdersCountCard
            count={orders.data?.filter(isPlacedOrder).length}
            isLoading={orders.isLoading}
            isError={orders.isError}
          />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentLetters nextStepShownFor={active?.id} />
          <RecentOrders />
        </div>
      </div>
    </div>
  );
}
