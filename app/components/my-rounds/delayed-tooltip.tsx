import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS } from '~/domain/rounds/scorecard-expansion';

/** spec 3 §2.1: the round name's tooltip (the whole name when cut short), shown after 1500 ms of hover. */
export function DelayedTooltip({ text, children }: { text: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const stop = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only shows the whole name, which screen readers already read
    <span
      className="delayed-tooltip"
      aria-describedby={open ? id : undefined}
      onMouseEnter={start}
      onMouseLeave={stop}
    >
      {children}
      {open ? (
        <span role="tooltip" id={id} className="delayed-tooltip__bubble">
          {text}
        </span>
      ) : null}
    </span>
  );
}
