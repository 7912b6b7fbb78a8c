import { ListChecks, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { srOnly } from "@/components/ui/sr-only.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import type { MessageId } from "@/i18n/message-ids.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { type EditState, useDeleteLetter } from "../api/letters-api.ts";
import { caseHref, editLetterHref } from "../letter-links.ts";

const EDIT_LABEL: Record<EditState, MessageId> = {
  editable: "app.letter.actions.edit",
  correctable: "app.letter.actions.edit",
  locked: "app.letter.actions.view",
};

interface LetterActionsProps {
  letterId: number;
  editState: EditState;
  /** Only the Delete button (the edit page itself). */
  deleteOnly?: boolean;
  onDeleted?: () => void;
}

/** Edit (or view) a letter; delete it while it is unpaid, after a confirmation. */
export function LetterActions({ letterId, editState, deleteOnly = false, onDeleted }: LetterActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLetter();
  const intl = useIntl();
  const values = { id: String(letterId), sr: srOnly };

  const confirm = () =>
    remove.mutate(letterId, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: intl.formatMessage({ id: "app.letter.deleted.title" }),
          description: intl.formatMessage({ id: "app.letter.deleted.text" }, { id: String(letterId) }),
        });
        onDeleted?.();
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: intl.formatMessage({ id: "app.letter.deleteFailed.title" }),
          description: errorMessage(error, intl.formatMessage({ id: "app.letter.deleteFailed.text" })),
          variant: "destructive",
        });
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {deleteOnly ? null : (
        <>
          <Button asChild variant="outline" size="sm">
            <Link href={caseHref(letterId)}>
              <ListChecks aria-hidden="true" />
              <FormattedMessage id="app.letter.actions.case" values={values} />
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href={editLetterHref(letterId)}>
              <Pencil aria-hidden="true" />
              <FormattedMessage id={EDIT_LABEL[editState]} values={values} />
            </Link>
          </Button>
        </>
      )}
      {editState === "editable" ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            <FormattedMessage id="app.letter.actions.delete" values={values} />
          </Button>
          <ConfirmDialog
            open={confirming}
            title={intl.formatMessage({ id: "app.letter.delete.title" }, { id: String(letterId) })}
            confirmLabel={intl.formatMessage({ id: "app.letter.delete.confirm" })}
            busyLabel={intl.formatMessage({ id: "app.letter.delete.busy" })}
            busy={remove.isPending}
            onConfirm={confirm}
            onCancel={() => setConfirming(false)}
          >
            <FormattedMessage id="app.letter.delete.text" />
          </ConfirmDialog>
        </>
      ) : null}
    </div>
  );
}
