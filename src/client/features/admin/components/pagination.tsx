import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";

interface PaginationProps {
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  disabled?: boolean;
}

export function Pagination({
  page,
  pageCount,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  disabled = false,
}: PaginationProps) {
  return (
    <nav
      aria-label="Letter pages"
      className="flex items-center justify-between gap-3 border-t border-border px-4 py-3 sm:px-6"
    >
      <Button variant="outline" size="sm" disabled={disabled || !hasPrevious} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page.toLocaleString("en-US")} of {pageCount.toLocaleString("en-US")}
      </p>
      <Button variant="outline" size="sm" disabled={disabled || !hasNext} onClick={onNext}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
