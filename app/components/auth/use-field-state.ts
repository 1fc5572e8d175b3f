import { useCallback, useState } from 'react';
import { shownError } from '~/domain/auth/auth-flow';

type FieldFlags = { dirty: boolean; touched: boolean };

/**
 * spec 1 §5: a field's message shows once the field is dirty or touched; submitting an invalid form
 * marks every field touched.
 */
export function useFieldState<Name extends string>(names: ReadonlyArray<Name>) {
  const [flags, setFlags] = useState<Record<string, FieldFlags>>(() =>
    Object.fromEntries(names.map((name) => [name, { dirty: false, touched: false }])),
  );
  const [submitted, setSubmitted] = useState(false);
  const markDirty = useCallback((name: Name) => {
    setFlags((current) => ({
      ...current,
      [name]: { dirty: true, touched: current[name]?.touched ?? false },
    }));
  }, []);
  const markTouched = useCallback((name: Name) => {
    setFlags((current) => ({ ...current, [name]: { dirty: current[name]?.dirty ?? false, touched: true } }));
  }, []);
  const shown = useCallback(
    (name: Name, error: string | undefined) =>
      shownError(error, flags[name] ?? { dirty: false, touched: false }, submitted),
    [flags, submitted],
  );
  return { markDirty, markTouched, markSubmitted: () => setSubmitted(true), shown };
}
