import { Link } from '@remix-run/react';

/** The product's mark: a pin flag on a green, drawn inline so it follows the theme colours. */
export function BrandMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={['brand-mark', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="var(--color-brand-mark-bg)" />
      <path
        d="M6 24.5c3.2-2.4 6.6-3.6 10-3.6s6.8 1.2 10 3.6"
        fill="none"
        stroke="var(--color-brand-mark-fg)"
        strokeWidth="2"
        strokeLinecap="round"
        opacity=".55"
      />
      <path d="M13 23V7.5" stroke="var(--color-brand-mark-fg)" strokeWidth="2" strokeLinecap="round" />
      <path d="M13.6 7.2l9 3.3-9 3.4z" fill="var(--color-accent)" />
      <circle cx="19.5" cy="22.3" r="1.7" fill="var(--color-brand-mark-fg)" />
    </svg>
  );
}

/** The mark and the product name, linking home. */
export function BrandLink({ productName, className }: { productName: string; className?: string }) {
  return (
    <Link to="/" className={['brand', className].filter(Boolean).join(' ')}>
      <BrandMark />
      <span className="brand__name">{productName}</span>
    </Link>
  );
}
