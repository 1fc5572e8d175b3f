const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The tee marker's colour; a colour that is not a plain hex value shows as neutral grey. */
export function TeeSwatch({ color, size = 12 }: { color: string | null; size?: number }) {
  const background = color && HEX_COLOUR.test(color) ? color : 'var(--color-border-strong)';
  return <span className="tee-swatch" style={{ background, width: size, height: size }} aria-hidden="true" />;
}
