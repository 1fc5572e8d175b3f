import { type PointerEvent as ReactPointerEvent, useCallback, useRef, useState } from 'react';

export type DragOffset = { x: number; y: number };

/**
 * A dialog dragged by its header (spec 2 §2, spec 3 §2.1 draggable dialogs): the offset from where
 * it opened, and the pointer handlers for the header. A press on a button or a field does not drag.
 */
export function useDragOffset() {
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; from: DragOffset } | null>(null);
  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('button, input, select, a')) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY, from: offset };
    },
    [offset],
  );
  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({ x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y });
  }, []);
  const end = useCallback(() => {
    drag.current = null;
  }, []);
  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);
  return {
    offset,
    reset,
    /** The transform of a dialog centred by translate(-50%, -50%). */
    style: { transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))` },
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end },
  };
}
