import { QueryClientProvider } from "@tanstack/react-query";
import { ToastHost } from "@/components/ui/toast-host.tsx";
import { LanguageProvider } from "@/i18n/language-provider.tsx";
import { queryClient } from "@/lib/query-client.ts";
import { AppRouter } from "./router.tsx";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <AppRouter />
        <ToastHost />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
