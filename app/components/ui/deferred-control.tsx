import { type ReactElement, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/** What the stand-in trigger listens to: any sign the reader is about to use the control. */
export type IntentHandlers = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onPointerDown: () => void;
  onClick: () => void;
};

/**
 * A menu or dialog whose behaviour (Radix, positioning, focus traps) lives in a module fetched on the
 * reader's first sign of intent — a pointer over its trigger, focus, a touch — instead of with the page
 * (issue 30 §3: first-load JavaScript). The server and hydration render `fallback`, the trigger as
 * plain markup; once the module is in, `children` renders the real control in its place, open at once
 * when the trigger was already clicked, and focused when the stand-in had focus.
 */
export function DeferredControl<Module>({
  load,
  fallback,
  children,
}: {
  load: () => Promise<Module>;
  fallback: (intent: IntentHandlers, trigger: RefObject<HTMLButtonElement>) => ReactElement;
  children: (module: Module, openNow: boolean, trigger: RefObject<HTMLButtonElement>) => ReactNode;
}) {
  const [module, setModule] = useState<Module | null>(null);
  const [openNow, setOpenNow] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const loading = useRef(false);
  useEffect(() => {
    if (module !== null && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [module]);
  if (module !== null) return <>{children(module, openNow, trigger)}</>;
  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (loaded) => {
        refocus.current = document.activeElement === trigger.current && trigger.current !== null;
        setModule(() => loaded);
      },
      () => {
        loading.current = false;
      },
    );
  };
  return fallback(
    {
      onPointerEnter: start,
      onFocus: start,
      onTouchStart: start,
      // Pressed or clicked before the module came: it opens as soon as it is in.
      onPointerDown: () => {
        setOpenNow(true);
        start();
      },
      onClick: () => {
        setOpenNow(true);
        start();
      },
    },
    trigger,
  );
}
