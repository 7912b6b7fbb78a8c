import { useIntl } from "react-intl";
import { useWatch } from "react-hook-form";
import { CASE_LIMITS } from "../../../../domain/letter/case-facts.ts";
import { loginRequiredFor } from "../../../../domain/letter/notice-completeness.ts";
import { FIELD_LIMITS } from "../../../../domain/letter/schema.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useHandleField } from "./use-handle-field.ts";
import { useJoin } from "./use-wizard-text.ts";
import { chosenPlatforms } from "./letter-payload.ts";
import type { LetterForm } from "./wizard-steps.ts";

/**
 * One handle per chosen platform (WhatsApp: the phone number), and the email or phone the user
 * signs in with. Before any platform is chosen, one "Username or account ID" field stands in.
 */
export function AccountFields({ form }: { form: LetterForm }) {
  const { errors } = form.formState;
  const intl = useIntl();
  const join = useJoin();
  const handleField = useHandleField();
  const platforms = chosenPlatforms(useWatch({ control: form.control, name: "platforms" }));
  const recipientId = useWatch({ control: form.control, name: "recipientBusinessId" });
  const loginRequired = loginRequiredFor(platforms, recipientId ?? "");
  const handleErrors = errors.platformUsernames as Record<string, { message?: string } | undefined> | undefined;

  return (
    <div className="grid grid-cols-1 gap-6">
      {platforms.length === 0 ? (
        <FormField
          label={intl.formatMessage({ id: "wizard.accounts.username" })}
          error={errors.username?.message}
          hint={intl.formatMessage({ id: "wizard.accounts.usernameHint" })}
        >
          {(control) => (
            <Input
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              limit={FIELD_LIMITS.username}
              {...control}
              {...form.register("username")}
            />
          )}
        </FormField>
      ) : (
        platforms.map((platform, index) => {
          const config = handleField(platform);
          return (
            <FormField key={platform} label={config.label} error={handleErrors?.[platform]?.message} hint={config.hint}>
              {(control) => (
                <Input
                  type={config.phone ? "tel" : "text"}
                  autoComplete={config.phone ? "tel" : "off"}
                  autoCapitalize="none"
                  spellCheck={false}
                  limit={CASE_LIMITS.handle}
                  {...control}
                  {...form.register(`platformUsernames.${platform}`, {
                    // The first platform's handle is the letter's username.
                    onChange: (event: { target: { value: string } }) => {
                      if (index === 0) form.setValue("username", event.target.value);
                    },
                  })}
                />
              )}
            </FormField>
          );
        })
      )}
      <FormField
        label={intl.formatMessage({ id: "wizard.accounts.login" })}
        error={errors.accountLogin?.message}
        hint={`${
          loginRequired.length > 0
            ? intl.formatMessage({ id: "wizard.accounts.loginRequired" }, { platforms: join(loginRequired) })
            : intl.formatMessage({ id: "wizard.accounts.loginRecommended" })
        } ${intl.formatMessage(
          { id: "wizard.accounts.loginHint" },
          {
            platforms:
              platforms.length > 0 ? join(platforms) : intl.formatMessage({ id: "wizard.accounts.theAccount" }),
          },
        )}`}
      >
        {(control) => (
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            limit={CASE_LIMITS.accountLogin}
            {...control}
            {...form.register("accountLogin")}
          />
        )}
      </FormField>
    </div>
  );
}
