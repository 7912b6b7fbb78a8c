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
import { setCurrentUser } from "./current-user.ts";

/**
 * After sign-in: drop anything cached for a previous visitor and store the new user. The store is
 * told on the next task, so the form's own success callback (its welcome toast) runs before the
 * signed-in router moves away from the form.
 */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.removeQueries();
    setTimeout(() => setCurrentUser(user), 0);
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
