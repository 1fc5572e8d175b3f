import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/** The trigger as the real control will draw it: what it opens, its classes, its name and content. */
export type StandIn = {
  popup: 'menu' | 'dialog';
  className: string;
  label?: string;
  describedBy?: string;
  content: ReactNode;
};

/** How the control was opened before its module came: by a pointer, by the keyboard (Enter, Space), or not. */
export type OpenedBy = 'pointer' | 'keyboard' | null;

/**
 * A menu or dialog whose behaviour (Radix, positioning, focus traps) lives in a module fetched on the
 * reader's first sign of intent — a pointer over its trigger, focus, a touch — instead of with the page
 * (issue 30 §3: first-load JavaScript). The server and hydration render `standIn`, the trigger as a
 * plain button listening for intent; once the module is in, `children` renders the real control in its place, open at once
 * when the trigger was already pressed (told how, so a menu opened by the keyboard can focus its first
 * item as Radix does), and focused when the stand-in had focus — except for a dialog already pressed,
 * which opens with the focus inside it (its own first field) and gives it back to the trigger on close.
 */
export function DeferredControl<Module>({
  load,
  standIn,
  children,
}: {
  load: () => Promise<Module>;
  standIn: StandIn;
  children: (module: Module, openedBy: OpenedBy, trigger: RefObject<HTMLButtonElement>) => ReactNode;
}) {
  const [module, setModule] = useState<Module | null>(null);
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const loading = useRef(false);
  const pressed = useRef(false);
  useEffect(() => {
    if (module !== null && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [module]);
  if (module !== null) return <>{children(module, openedBy, trigger)}</>;
  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (loaded) => {
        refocus.current =
          document.activeElement === trigger.current &&
          trigger.current !== null &&
          !(standIn.popup === 'dialog' && pressed.current);
        setModule(() => loaded);
      },
      () => {
        loading.current = false;
      },
    );
  };
  return (
    <button
      ref={trigger}
      type="button"
      className={standIn.className}
      aria-label={standIn.label}
      aria-describedby={standIn.describedBy}
      aria-haspopup={standIn.popup}
      aria-expanded="false"
      data-state="closed"
      onPointerEnter={start}
      onFocus={start}
      onTouchStart={start}
      // Pressed or clicked before the module came: it opens as soon as it is in.
      onPointerDown={() => {
        pressed.current = true;
        setOpenedBy('pointer');
        start();
      }}
      // A click with no pointer behind it (detail 0) is Enter or Space on the focused trigger.
      onClick={(event) => {
        pressed.current = true;
        setOpenedBy((before) => before ?? (event.detail === 0 ? 'keyboard' : 'pointer'));
        start();
      }}
    >
      {standIn.content}
    </button>
  );
}

/**
 * For a menu rendered open by `DeferredControl`: when the keyboard opened it, its first item takes the
 * focus (what Radix does for a menu opened by the keyboard, which it cannot know of a press made before
 * it was loaded). Returns the ref for the menu's content.
 */
export function useFirstItemFocus(openedBy: OpenedBy): RefObject<HTMLDivElement> {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openedBy !== 'keyboard') return;
    // A frame later: after Radix has focused the content itself on opening.
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [openedBy]);
  return content;
}
