import { FileText, Trash2, Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { FormattedMessage, type IntlShape, useIntl } from "react-intl";
import {
  EVIDENCE_CAPTION_MAX,
  EVIDENCE_EARLIEST_DATE,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
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
import { useKnownText } from "@/i18n/known-text.ts";
import { useCaseFormat } from "../case-format.ts";
import { EVIDENCE_MESSAGE_IDS, useEvidenceText } from "../case-texts.ts";
import { SupportRemoveDialog } from "./support-remove-dialog.tsx";

const ACCEPT = "image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf";

function fileSize(bytes: number, intl: IntlShape): string {
  return bytes >= 1024 * 1024
    ? `${intl.formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
    : `${intl.formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
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
  const intl = useIntl();
  const evidence = useEvidence(letterId);
  const items = evidence.data ?? [];
  const full = items.length >= EVIDENCE_MAX_FILES;
  return (
    <div className="grid gap-6">
      {evidence.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          <FormattedMessage id="case.evidence.loadFailed" />{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => void evidence.refetch()}>
            <FormattedMessage id="case.evidence.tryAgain" />
          </Button>
        </p>
      ) : !evidence.data ? (
        <p className="text-sm text-slate-600" role="status">
          <FormattedMessage id="case.evidence.loading" />
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">
          <FormattedMessage id={canUpload ? "case.evidence.none" : "case.evidence.noneKept"} />
        </p>
      ) : (
        <ul aria-label={intl.formatMessage({ id: "case.evidence.list" })} className="grid gap-3">
          {items.map((item) => (
            <EvidenceRow key={item.id} letterId={letterId} item={item} viewer={viewer} />
          ))}
        </ul>
      )}
      {evidence.data && canUpload ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          <FormattedMessage id="case.evidence.count" values={{ count: items.length, max: EVIDENCE_MAX_FILES }} />
        </p>
      ) : null}
      {!canUpload ? null : full ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage id={EVIDENCE_MESSAGE_IDS.tooMany} values={{ max: EVIDENCE_MAX_FILES }} />
        </p>
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
  const intl = useIntl();
  const format = useCaseFormat();
  const [confirming, setConfirming] = useState(false);
  const url = evidenceFileUrl(letterId, item.id);
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-lg border border-slate-200 p-3">
      <a
        href={url}
        target={item.kind === "pdf" ? undefined : "_blank"}
        rel="noreferrer"
        className="shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-700 focus-visible:ring-offset-2"
        aria-label={intl.formatMessage({ id: "case.evidence.open" }, { caption: item.caption })}
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
          {item.date
            ? `${intl.formatMessage({ id: "case.evidence.from" }, { day: format.time(item.date, "UTC") })} · `
            : ""}
          {item.kind === "pdf" ? "PDF" : item.kind.toUpperCase()} · {fileSize(item.size, intl)}
        </p>
        <p className="truncate text-xs text-slate-500" title={item.originalName}>
          {item.originalName}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={intl.formatMessage(
          { id: viewer === "support" ? "case.evidence.removeNamed" : "case.evidence.deleteNamed" },
          { caption: item.caption },
        )}
      >
        <Trash2 aria-hidden="true" />
        <span className="hidden sm:inline">
          <FormattedMessage id={viewer === "support" ? "case.evidence.remove" : "case.evidence.delete"} />
        </span>
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
  const intl = useIntl();
  const known = useKnownText();
  const remove = useDeleteEvidence(letterId);
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: "case.evidence.deleteTitle" })}
      confirmLabel={intl.formatMessage({ id: "case.evidence.deleteConfirm" })}
      busyLabel={intl.formatMessage({ id: "case.evidence.deleting" })}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(item.id, {
          onSuccess: () => {
            onClose();
            toast({ title: intl.formatMessage({ id: "case.evidence.deleted" }), description: item.caption });
          },
          onError: (failure) => {
            onClose();
            toast({
              title: intl.formatMessage({ id: "case.evidence.deleteFailed" }),
              description: known(errorMessage(failure, intl.formatMessage({ id: "case.tryAgainPlease" }))),
              variant: "destructive",
            });
          },
        })
      }
    >
      <FormattedMessage id="case.evidence.deleteText" values={{ caption: item.caption }} />
    </ConfirmDialog>
  );
}

function UploadForm({ letterId, timeZone }: { letterId: number; timeZone: string }) {
  const intl = useIntl();
  const evidenceText = useEvidenceText();
  const upload = useUploadEvidence(letterId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [date, setDate] = useState("");
  const [errors, setErrors] = useState<{ file?: string; caption?: string; date?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: intl.formatMessage({ id: EVIDENCE_MESSAGE_IDS.noFile }) });
    if (file.size > EVIDENCE_MAX_BYTES)
      return setErrors({ file: intl.formatMessage({ id: EVIDENCE_MESSAGE_IDS.tooLarge }) });
    if (caption.trim().length > EVIDENCE_CAPTION_MAX)
      return setErrors({
        caption: intl.formatMessage({ id: "case.evidence.captionTooLong" }, { max: EVIDENCE_CAPTION_MAX }),
      });
    setErrors({});
    upload.mutate(
      { file, caption, date },
      {
        onSuccess: () => {
          toast({ title: intl.formatMessage({ id: "case.evidence.added" }), description: caption.trim() || file.name });
          setFile(null);
          setCaption("");
          setDate("");
          if (fileInput.current) fileInput.current.value = "";
        },
        onError: (failure) => {
          const message = evidenceText(errorMessage(failure, intl.formatMessage({ id: "case.evidence.uploadFailed" })));
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
      aria-label={intl.formatMessage({ id: "case.evidence.addForm" })}
    >
      <FormField
        label={intl.formatMessage({ id: "case.evidence.file" })}
        error={errors.file}
        hint={intl.formatMessage({ id: "case.evidence.fileHint" })}
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
            className={`${inputClasses} h-auto min-w-0 max-w-full overflow-hidden py-2 file:mr-3 file:rounded-md file:border-0 file:bg-navy-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-navy-800`}
            {...control}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField
          label={intl.formatMessage({ id: "case.evidence.caption" })}
          error={errors.caption}
          hint={intl.formatMessage({ id: "case.evidence.captionHint" })}
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
        <FormField
          label={intl.formatMessage({ id: "case.evidence.date" })}
          error={errors.date}
          hint={intl.formatMessage({ id: "case.evidence.dateHint" })}
        >
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
          {intl.formatMessage({ id: upload.isPending ? "case.evidence.uploading" : "case.evidence.add" })}
        </Button>
      </div>
    </form>
  );
}
