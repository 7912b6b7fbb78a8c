import { z } from "zod";
import { CONTROL_CHARACTER, DISGUISING_CHARACTER, disguisingMessage } from "../control-characters.ts";
import { languageSchema } from "../i18n/language-schema.ts";
import type { Language } from "../i18n/languages.ts";

export const MIN_PASSWORD_LENGTH = 8;
/** argon2 work grows with input; nobody needs a longer password than this. */
const MAX_PASSWORD_LENGTH = 200;

const email = z
  .string({ error: "Invalid email address" })
  .trim()
  .max(254, "Email address is too long")
  .pipe(z.email("Invalid email address"))
  .transform((value) => value.toLowerCase());

/** An email address as every form takes it: trimmed, checked, lower-cased. */
export const emailAddressSchema = email;

const password = z
  .string({ error: "Password must be at least 8 characters" })
  .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters")
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/**
 * A password being set (registration, reset) must hold something besides spaces. Sign-in keeps the
 * plain rule, so an account made before this rule can still sign in and choose a new password.
 */
const newPassword = password.regex(/\S/, "Password cannot be only spaces");

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    .refine((value) => !CONTROL_CHARACTER.test(value), `${label} cannot contain control characters`)
    .refine((value) => !DISGUISING_CHARACTER.test(value), disguisingMessage(label));

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: newPassword,
  firstName: name("First name"),
  lastName: name("Last name"),
  /** The language chosen on the site when the account was made; English when not sent. */
  language: languageSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const resetToken = z
  .string({ error: "Reset token is required" })
  .min(1, "Reset token is required")
  .max(200, "Reset token is invalid");

export const resetPasswordSchema = z.object({ token: resetToken, newPassword });
/** POST /api/auth/reset-password/check: whether a link still works, before its form is shown. */
export const resetTokenSchema = z.object({ token: resetToken });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form: the API payload plus a confirmation checked only in the browser. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

/** What GET /api/auth/user answers for the signed-in user. */
export interface CurrentUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  /** The account's language: the site's and, later, its emails'. */
  language: Language;
}

export interface MessageResponse {
  message: string;
}
