import { CircleAlert } from "lucide-react";
import { type InputEvent, type InputEventHandler, type Ref, useId, useState } from "react";
import { useAppMessage } from "./app-message.ts";
import { useReportOverLimit } from "./form-field.tsx";

/** The counter shows from this share of the limit, so it is seen before the limit is reached. */
const SHOW_FROM = 0.8;
/** English numbers, for the sign-in pages, which load no `app` part. */
const number = (value: number) => value.toLocaleString("en-US");

/**
 * A field's length limit without the browser's maxLength, which cuts a paste silently. The field
 * keeps everything typed or pasted; a counter appears near the limit, and text over it says by how
 * much: inside a FormField, that is the field's one error while it lasts (the form's schema
 * refuses the text until it is shortened, and the field does not repeat it).
 */
export function useLengthLimit<E extends HTMLInputElement | HTMLTextAreaElement>(
  max: number | undefined,
  props: { ref?: Ref<E>; onInput?: InputEventHandler<E>; "aria-describedby"?: string },
) {
  const id = useId();
  const overId = useId();
  const [length, setLength] = useState(0);
  const appMessage = useAppMessage();
  useReportOverLimit(max ? length > max : false);
  if (!max) return { props, note: null };

  const ref = (node: E | null) => {
    if (node) setLength(node.value.length);
    if (typeof props.ref === "function") props.ref(node);
    else if (props.ref) props.ref.current = node;
  };
  const onInput = (event: InputEvent<E>) => {
    setLength(event.currentTarget.value.length);
    props.onInput?.(event);
  };
  const shown = length >= Math.floor(max * SHOW_FROM);
  const over = length - max;
  const describedBy =
    [props["aria-describedby"], shown ? id : null, over > 0 ? overId : null].filter(Boolean).join(" ") || undefined;

  const note = (
    <>
      {shown ? (
        <p id={id} className="text-sm text-muted-foreground tabular-nums">
          {appMessage("app.lengthLimit.count", `${number(length)} / ${number(max)} characters`, { length, max })}
        </p>
      ) : null}
      <div role="status" className="empty:hidden">
        {over > 0 ? (
          <p id={overId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {appMessage(
              "app.lengthLimit.over",
              `${number(over)} character${over === 1 ? "" : "s"} over the ${number(max)}-character limit. Nothing is cut for you: shorten it before you go on.`,
              { over, max },
            )}
          </p>
        ) : null}
      </div>
    </>
  );
  const invalid = over > 0 ? { "aria-invalid": true } : {};
  return { props: { ...props, ref, onInput, "aria-describedby": describedBy, ...invalid }, note };
}
