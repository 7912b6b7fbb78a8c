import { ListChecks, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { type EditState, useDeleteLetter } from "../api/letters-api.ts";
import { caseHref, editLetterHref } from "../letter-links.ts";

const EDIT_LABEL: Record<EditState, string> = { editable: "Edit", correctable: "Edit", locked: "View" };

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

  const confirm = () =>
    remove.mutate(letterId, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: "Letter deleted", description: `Letter #${letterId} has been deleted.` });
        onDeleted?.();
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: "Could not delete",
          description: errorMessage(error, "Failed to delete the letter. Please try again."),
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
              Case<span className="sr-only"> of Letter #{letterId}</span>
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href={editLetterHref(letterId)}>
              <Pencil aria-hidden="true" />
              {EDIT_LABEL[editState]}
              <span className="sr-only"> Letter #{letterId}</span>
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
            Delete<span className="sr-only"> Letter #{letterId}</span>
          </Button>
          <ConfirmDialog
            open={confirming}
            title={`Delete Letter #${letterId}?`}
            confirmLabel="Delete letter"
            busyLabel="Deleting..."
            busy={remove.isPending}
            onConfirm={confirm}
            onCancel={() => setConfirming(false)}
          >
            The letter and everything you entered in it are removed for good. It has not been paid for, so nothing is
            charged or refunded.
          </ConfirmDialog>
        </>
      ) : null}
    </div>
  );
}
