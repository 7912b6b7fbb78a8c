import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CurrentUser,
  ForgotPasswordInput,
  LoginInput,
  MessageResponse,
  RegisterInput,
  ResetPasswordInput,
} from "../../../../domain/accounts/auth.ts";
import { api } from "@/lib/api-client.ts";
import { currentUserQueryKey } from "./current-user.ts";

/** After sign-in: drop anything cached for a previous visitor and store the new user. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    queryClient.setQueryData(currentUserQueryKey, user);
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<CurrentUser>("/api/auth/login", input),
    onSuccess: signedIn,
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<CurrentUser>("/api/auth/register", input),
    onSuccess: signedIn,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post<MessageResponse>("/api/auth/forgot-password", input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<MessageResponse>("/api/auth/reset-password", input),
  });
}

/** Whether a reset link still works; a used or expired one fails at once with the server's reason. */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ["reset-link", token],
    queryFn: () => api.post<{ valid: true }>("/api/auth/reset-password/check", { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
