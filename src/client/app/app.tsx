import { ToastHost } from "@/components/ui/toast-host.tsx";
import { LanguageProvider } from "@/i18n/language-provider.tsx";
import { AppRouter } from "./router.tsx";

/** No query library here: the pages that use TanStack Query bring it with them (lazy-with-queries.tsx). */
export function App() {
  return (
    <LanguageProvider>
      <AppRouter />
      <ToastHost />
    </LanguageProvider>
  );
}
