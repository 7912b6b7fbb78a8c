import { QueryClientProvider } from "@tanstack/react-query";
import { ToastHost } from "@/components/ui/toast-host.tsx";
import { queryClient } from "@/lib/query-client.ts";
import { AppRouter } from "./router.tsx";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <ToastHost />
    </QueryClientProvider>
  );
}
