import { useIntl } from "react-intl";
import { Eraser } from "lucide-react";
import { type PointerEvent, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button.tsx";

/** The canvas's own pixels; it is drawn at any width with the same 3:1 shape. */
const WIDTH = 900;
const HEIGHT = 300;
const INK = "#111834";

interface SignaturePadProps {
  /** A PNG data URL to start from (a signature drawn earlier), or undefined for a blank pad. */
  initial?: string;
  onChange: (png: string | undefined) => void;
  describedBy?: string;
}

/**
 * Draw a signature with a mouse, a finger or a pen (pointer events; touch does not scroll the
 * page while drawing). Each finished stroke hands the picture on as a PNG data URL.
 */
export function SignaturePad({ initial, onChange, describedBy }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const intl = useIntl();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first picture; later ones come from this pad itself.
  useEffect(() => {
    const context = canvasRef.current?.getContext("2d");
    if (!context) return;
    context.lineWidth = 4;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = INK;
    context.fillStyle = INK;
    if (!initial) return;
    const image = new Image();
    image.onload = () => context.drawImage(image, 0, 0, WIDTH, HEIGHT);
    image.src = initial;
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * WIDTH) / box.width,
      y: ((event.clientY - box.top) * HEIGHT) / box.height,
    };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = point(event);
    last.current = at;
    const context = event.currentTarget.getContext("2d");
    context?.beginPath();
    context?.arc(at.x, at.y, 2, 0, Math.PI * 2);
    context?.fill();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const context = event.currentTarget.getContext("2d");
    if (!from || !context) return;
    const to = point(event);
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    last.current = null;
    onChange(event.currentTarget.toDataURL("image/png"));
  };

  const clear = () => {
    canvasRef.current?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(undefined);
  };

  return (
    <div className="grid gap-2">
      <div className="relative rounded-lg border border-slate-400 bg-white">
        <canvas
          ref={canvasRef}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={intl.formatMessage({ id: "wizard.sign.pad" })}
          aria-describedby={describedBy}
          className="block aspect-[3/1] w-full cursor-crosshair touch-none rounded-lg"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-6 bottom-[22%] border-b border-slate-300"
        />
      </div>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={clear}>
        <Eraser aria-hidden="true" />
        {intl.formatMessage({ id: "wizard.sign.clear" })}
      </Button>
    </div>
  );
}
