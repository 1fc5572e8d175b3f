import { useCallback, useEffect, useState } from 'react';

// spec 1 §9: snackbars last 3000 ms and are 25rem wide; errors show at the top of the screen.

export const SNACKBAR_DURATION_MS = 3000;

export type SnackbarType = 'success' | 'error' | 'info';
export type SnackbarMessage = {
  id: string;
  text: string;
  type: SnackbarType;
  /** A progress message (spec 3 §4 exports): stays until dismissed, with a Dismiss action. */
  persistent?: boolean;
};

// The browser's listener for messages shown from event handlers (never during a server render).
const listeners = new Set<(message: SnackbarMessage) => void>();
const dismissListeners = new Set<(id: string) => void>();
let nextId = 1;

/**
 * Shows a snackbar from anywhere in the browser, e.g. `showSnackbar('Generating PDF Export...')`;
 * its id dismisses it (`dismissSnackbar`), e.g. a persistent progress message once the work is done.
 */
export function showSnackbar(
  text: string,
  type: SnackbarType = 'info',
  options: { persistent?: boolean } = {},
): string {
  const message: SnackbarMessage = { id: `client-${nextId++}`, text, type, persistent: options.persistent };
  for (const listener of listeners) listener(message);
  return message.id;
}

/** Takes a snackbar away if it is still the one shown. */
export function dismissSnackbar(id: string): void {
  for (const listener of dismissListeners) listener(id);
}

/** The same, as a hook for components: `const snackbar = useSnackbar(); snackbar.show('Saved', 'success')`. */
export function useSnackbar(): { show: typeof showSnackbar } {
  return { show: showSnackbar };
}

function subscribe(listener: (message: SnackbarMessage) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Renders the toast the server flashed (root loader) and any message shown through `showSnackbar`. */
export function Snackbar({ toast }: { toast: SnackbarMessage | null }) {
  const [current, setCurrent] = useState<SnackbarMessage | null>(toast);

  useEffect(() => {
    if (toast) setCurrent(toast);
  }, [toast]);

  useEffect(() => subscribe(setCurrent), []);

  useEffect(() => {
    const dismiss = (id: string) => setCurrent((shown) => (shown?.id === id ? null : shown));
    dismissListeners.add(dismiss);
    return () => {
      dismissListeners.delete(dismiss);
    };
  }, []);

  useEffect(() => {
    if (!current || current.persistent) return;
    const timer = setTimeout(() => setCurrent(null), SNACKBAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const dismiss = useCallback(() => setCurrent(null), []);

  // Both live regions are always in the page, so that screen readers announce what appears in them.
  return (
    <>
      <div className="snackbar-region snackbar-region--top" role="alert" aria-live="assertive">
        {current?.type === 'error' ? (
          <SnackbarItem key={current.id} message={current} onDismiss={dismiss} />
        ) : null}
      </div>
      <div className="snackbar-region snackbar-region--bottom" role="status" aria-live="polite">
        {current && current.type !== 'error' ? (
          <SnackbarItem key={current.id} message={current} onDismiss={dismiss} />
        ) : null}
      </div>
    </>
  );
}

function SnackbarItem({ message, onDismiss }: { message: SnackbarMessage; onDismiss: () => void }) {
  return (
    <div className={`snackbar snackbar--${message.type}${message.persistent ? ' snackbar--persistent' : ''}`}>
      <span className="snackbar__icon" aria-hidden="true">
        {message.type === 'error' ? '!' : message.type === 'success' ? '✓' : 'i'}
      </span>
      <p className="snackbar__text">{message.text}</p>
      {message.persistent ? (
        <button type="button" className="snackbar__action" onClick={onDismiss}>
          Dismiss
        </button>
      ) : (
        <button type="button" className="snackbar__close" onClick={onDismiss} aria-label="Dismiss">
          ×
        </button>
      )}
    </div>
  );
}
