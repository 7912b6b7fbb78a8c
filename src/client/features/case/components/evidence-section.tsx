import { FileText, Trash2, Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import {
  EVIDENCE_CAPTION_MAX,
  EVIDENCE_EARLIEST_DATE,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MESSAGES,
  type EvidenceItem,
} from "../../../../domain/case/evidence.ts";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, inputClasses } from "@/components/ui/input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { evidenceFileUrl, useDeleteEvidence, useEvidence, useUploadEvidence } from "../api/evidence-api.ts";
import { dayIn } from "../../../../domain/time/clock.ts";
import { formatCaseTime } from "./case-timeline.tsx";
import { SupportRemoveDialog } from "./support-remove-dialog.tsx";

const ACCEPT = "image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf";

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The files kept with a case: an upload form and the list, each with a preview and delete. Support
 * (an admin on a customer's case) removes a file with a reason instead of deleting it.
 */
export function EvidenceSection({
  letterId,
  viewer,
  timeZone,
  canUpload = true,
}: {
  letterId: number;
  viewer: "owner" | "support";
  /** The sender's zone: the date field's upper bound is their today, as the server checks it. */
  timeZone: string;
  /** False once the letter's payment was refunded: the files stay, new ones wait for a payment. */
  canUpload?: boolean;
}) {
  const evidence = useEvidence(letterId);
  const items = evidence.data ?? [];
  const full = items.length >= EVIDENCE_MAX_FILES;
  return (
    <div className="grid gap-6">
      {evidence.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Your files could not be loaded.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => void evidence.refetch()}>
            Try again
          </Button>
        </p>
      ) : !evidence.data ? (
        <p className="text-sm text-slate-600" role="status">
          Loading your files…
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">
          {canUpload
            ? "No files yet. Add the ban notice first: it shows what Meta said and when."
            : "No files were kept with this letter."}
        </p>
      ) : (
        <ul aria-label="Your evidence" className="grid gap-3">
          {items.map((item) => (
            <EvidenceRow key={item.id} letterId={letterId} item={item} viewer={viewer} />
          ))}
        </ul>
      )}
      {evidence.data && canUpload ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {items.length} of {EVIDENCE_MAX_FILES} files
        </p>
      ) : null}
      {!canUpload ? null : full ? (
        <p className="text-sm text-slate-700">{EVIDENCE_MESSAGES.tooMany}</p>
      ) : (
        <UploadForm letterId={letterId} timeZone={timeZone} />
      )}
    </div>
  );
}

function EvidenceRow({
  letterId,
  item,
  viewer,
}: {
  letterId: number;
  item: EvidenceItem;
  viewer: "owner" | "support";
}) {
  const [confirming, setConfirming] = useState(false);
  const url = evidenceFileUrl(letterId, item.id);
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-lg border border-slate-200 p-3">
      <a
        href={url}
        target={item.kind === "pdf" ? undefined : "_blank"}
        rel="noreferrer"
        className="shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-700 focus-visible:ring-offset-2"
        aria-label={`Open ${item.caption}`}
      >
        {item.kind === "pdf" ? (
          <span className="flex size-16 items-center justify-center rounded-md bg-slate-100 text-slate-600">
            <FileText aria-hidden="true" className="size-7" />
          </span>
        ) : (
          <img src={url} alt="" loading="lazy" className="size-16 rounded-md border border-slate-200 object-cover" />
        )}
      </a>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="break-words text-sm font-medium text-slate-900">{item.caption}</p>
        <p className="text-sm text-slate-600">
          {item.date ? `From ${formatCaseTime(item.date, "UTC")} · ` : ""}
          {item.kind === "pdf" ? "PDF" : item.kind.toUpperCase()} · {fileSize(item.size)}
        </p>
        <p className="truncate text-xs text-slate-500" title={item.originalName}>
          {item.originalName}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={`${viewer === "support" ? "Remove" : "Delete"} ${item.caption}`}
      >
        <Trash2 aria-hidden="true" />
        <span className="hidden sm:inline">{viewer === "support" ? "Remove" : "Delete"}</span>
      </Button>
      {viewer === "support" ? (
        <SupportRemoveDialog letterId={letterId} item={item} open={confirming} onClose={() => setConfirming(false)} />
      ) : (
        <OwnerDeleteDialog letterId={letterId} item={item} open={confirming} onClose={() => setConfirming(false)} />
      )}
    </li>
  );
}

function OwnerDeleteDialog({
  letterId,
  item,
  open,
  onClose,
}: {
  letterId: number;
  item: EvidenceItem;
  open: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteEvidence(letterId);
  return (
    <ConfirmDialog
      open={open}
      title="Delete this file?"
      confirmLabel="Delete file"
      busyLabel="Deleting…"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(item.id, {
          onSuccess: () => {
            onClose();
            toast({ title: "File deleted", description: item.caption });
          },
          onError: (failure) => {
            onClose();
            toast({
              title: "Could not delete the file",
              description: errorMessage(failure, "Please try again."),
              variant: "destructive",
            });
          },
        })
      }
    >
      “{item.caption}” will be removed from this letter’s case. This cannot be undone.
    </ConfirmDialog>
  );
}

function UploadForm({ letterId, timeZone }: { letterId: number; timeZone: string }) {
  const upload = useUploadEvidence(letterId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [date, setDate] = useState("");
  const [errors, setErrors] = useState<{ file?: string; caption?: string; date?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: EVIDENCE_MESSAGES.noFile });
    if (file.size > EVIDENCE_MAX_BYTES) return setErrors({ file: EVIDENCE_MESSAGES.tooLarge });
    if (caption.trim().length > EVIDENCE_CAPTION_MAX)
      return setErrors({ caption: `A caption has at most ${EVIDENCE_CAPTION_MAX} characters.` });
    setErrors({});
    upload.mutate(
      { file, caption, date },
      {
        onSuccess: () => {
          toast({ title: "File added", description: caption.trim() || file.name });
          setFile(null);
          setCaption("");
          setDate("");
          if (fileInput.current) fileInput.current.value = "";
        },
        onError: (failure) => {
          const message = errorMessage(failure, "The file could not be uploaded. Please try again.");
          const fields = (failure as { fields?: Record<string, string> }).fields;
          setErrors(
            fields?.caption ? { caption: fields.caption } : fields?.date ? { date: fields.date } : { file: message },
          );
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-lg border border-dashed border-slate-300 p-4"
      aria-label="Add a file"
    >
      <FormField
        label="File"
        error={errors.file}
        hint="PNG, JPEG or PDF, up to 10 MB. Photos are kept without their location and camera details."
      >
        {(control) => (
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors({});
            }}
            className={`${inputClasses} h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-navy-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-navy-800`}
            {...control}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField
          label="Caption (optional)"
          error={errors.caption}
          hint="For example: Ban notice in the Instagram app."
        >
          {(control) => (
            <Input
              limit={EVIDENCE_CAPTION_MAX}
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              {...control}
            />
          )}
        </FormField>
        <FormField label="Date (optional)" error={errors.date} hint="When it happened.">
          {(control) => (
            <Input
              type="date"
              min={EVIDENCE_EARLIEST_DATE}
              max={dayIn(new Date(), timeZone)}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              {...control}
            />
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
          <Upload aria-hidden="true" />
          {upload.isPending ? "Uploading…" : "Add file"}
        </Button>
      </div>
    </form>
  );
}
