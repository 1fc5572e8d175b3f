import { type RefObject, useRef } from 'react';

/**
 * For a dialog opened without a `Dialog.Trigger`: Radix sends the focus back to its trigger on close,
 * so without one the focus falls to the page's body. Spread these on `Dialog.Content`: the element
 * focused when the dialog opened (its opener) gets the focus back when it closes (issue 30, point 5).
 * `fallback` takes it when the dialog opened with the page (no element was focused then).
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>): {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus(event) {
      const target = opener.current ?? fallback?.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
