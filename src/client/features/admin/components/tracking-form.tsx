import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { useSetTracking } from "../api/admin-actions.ts";

/** Sets the tracking number of a paid mail letter; a blank number never reaches the server. */
export function TrackingForm({ letterId, hasTracking }: { letterId: number; hasTracking: boolean }) {
  const [value, setValue] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const setTracking = useSetTracking();

  function submit(event: FormEvent) {
    event.preventDefault();
    const tracking = value.trim();
    if (!tracking) {
      toast({ title: "Error", description: "Please enter a tracking number.", variant: "destructive" });
      input.current?.focus();
      return;
    }
    setTracking.mutate({ letterId, tracking }, { onSuccess: () => setValue("") });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-2">
      <Input
        ref={input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={hasTracking ? "New number" : "Tracking number"}
        aria-label={`Tracking number for letter #${letterId}`}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        className="h-9 w-28 shrink-0 px-2.5 font-mono sm:text-[0.8125rem]"
      />
      <Button type="submit" size="sm" disabled={setTracking.isPending}>
        Save<span className="sr-only"> tracking number for letter #{letterId}</span>
      </Button>
    </form>
  );
}
