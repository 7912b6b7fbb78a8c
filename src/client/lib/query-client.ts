import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client.ts";

/** Data is never stale by default, never polled, never retried; 401 is an error. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
