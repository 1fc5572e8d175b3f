/** The comparison a change applies to (spec 2 §3 cached state): posted with every change. */
export function HiddenHash({ hash }: { hash: number | null }) {
  return hash === null ? null : <input type="hidden" name="hash" value={hash} />;
}
