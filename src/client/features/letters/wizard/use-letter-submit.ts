import { useIntl } from "react-intl";
import { useLocation } from "wouter";
import { useKnownText } from "@/i18n/known-text.ts";
import type { DemandLetterData } from "../../../../domain/letter/schema.ts";
import { needsSeveralLetters } from "../../../../domain/letter/routing.ts";
import { toast } from "@/components/ui/use-toast.ts";
import { redirectToLogin } from "@/features/auth/api/redirect-to-login.ts";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client.ts";
import { type EditState, useCreateLetters, useUpdateLetter } from "../api/letters-api.ts";
import { splitCheckoutHref } from "@/features/checkout/split-letters.ts";
import { serverFieldErrors } from "./form-errors.ts";
import { splitPayloads, toPayload } from "./letter-payload.ts";
import type { LetterForm } from "./wizard-steps.ts";

/** Editing a saved letter instead of creating one. */
export interface EditTarget {
  letterId: number;
  editState: EditState;
  /** Where to go once saved. */
  onSaved: () => void;
}

interface SubmitOptions {
  form: LetterForm;
  edit?: EditTarget;
  /** One letter per address, when the platforms need several. */
  oneLetterPerAddress: boolean;
  /** Server field messages are shown on their fields; this moves the user to the first. */
  showFieldError: (path: string) => void;
  /** Called once letters exist (the draft is then cleared). */
  onCreated: () => void;
}

/** Create Letter (one letter, or one per address) and Save Changes, with the spec's messages. */
export function useLetterSubmit({ form, edit, oneLetterPerAddress, showFieldError, onCreated }: SubmitOptions) {
  const [, navigate] = useLocation();
  const intl = useIntl();
  const known = useKnownText();
  const createLetters = useCreateLetters();
  const updateLetter = useUpdateLetter(edit?.letterId ?? 0);

  /** True when the error was handled as field messages. */
  const showFieldErrors = (error: unknown): boolean => {
    const fields = serverFieldErrors(error, form.getValues());
    for (const [path, message] of fields) form.setError(path as never, { type: "server", message });
    if (fields.length > 0) showFieldError(fields[0][0]);
    return fields.length > 0;
  };

  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) return redirectToLogin();
    if (showFieldErrors(error)) return;
    if (edit) {
      toast({
        title: intl.formatMessage({ id: "wizard.toast.saveFailedTitle" }),
        description: known(errorMessage(error, intl.formatMessage({ id: "wizard.toast.saveFailed" }))),
        variant: "destructive",
      });
    } else {
      toast({
        title: intl.formatMessage({ id: "wizard.toast.errorTitle" }),
        description: intl.formatMessage({ id: "wizard.toast.createFailed" }),
        variant: "destructive",
      });
    }
  };

  const create = (data: DemandLetterData) => {
    const payload = toPayload(data);
    const payloads =
      oneLetterPerAddress && needsSeveralLetters(data.platforms, data.country) ? splitPayloads(payload) : [payload];
    createLetters.mutate(payloads, {
      onSuccess: ({ created, failed }) => {
        onCreated();
        const count = created.length;
        if (failed) {
          toast({
            title: intl.formatMessage({ id: "wizard.toast.errorTitle" }),
            description: intl.formatMessage(
              { id: "wizard.toast.partial" },
              {
                count,
                total: payloads.length,
                platforms: failed.payload.platforms.join(", "),
                reason: known(errorMessage(failed.error, intl.formatMessage({ id: "wizard.toast.tryAgain" }))),
              },
            ),
            variant: "destructive",
          });
        } else if (count > 1) {
          toast({
            title: intl.formatMessage({ id: "wizard.toast.successTitle" }),
            description: intl.formatMessage({ id: "wizard.toast.createdMany" }, { count }),
          });
        } else {
          toast({
            title: intl.formatMessage({ id: "wizard.toast.successTitle" }),
            description: intl.formatMessage({ id: "wizard.toast.created" }),
          });
        }
        /* A split's letters are paid together (decision 0034). */
        navigate(splitCheckoutHref(created.map((letter) => letter.id)));
      },
      onError,
    });
  };

  const save = (data: DemandLetterData) =>
    updateLetter.mutate(toPayload(data), {
      onSuccess: () => {
        toast({
          title: intl.formatMessage({ id: "wizard.toast.savedTitle" }),
          description: intl.formatMessage({
            id: edit?.editState === "correctable" ? "wizard.toast.savedCorrection" : "wizard.toast.saved",
          }),
        });
        edit?.onSaved();
      },
      onError,
    });

  return {
    submit: edit ? save : create,
    pending: createLetters.isPending || updateLetter.isPending,
  };
}
