import { Link, type LinkProps } from '@remix-run/react';
import type { ButtonHTMLAttributes } from 'react';

type ButtonStyle = {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  /** Fills the width of its container. */
  block?: boolean;
};

type ButtonAsButton = ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined };
type ButtonAsLink = ButtonStyle & LinkProps;
export type ButtonProps = ButtonAsButton | ButtonAsLink;

export function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: ButtonStyle,
  extra?: string,
) {
  return ['button', `button--${variant}`, `button--${size}`, block ? 'button--block' : null, extra]
    .filter(Boolean)
    .join(' ');
}

/** One button look for <button> and for links (a Remix <Link> when `to` is given). */
export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant, size, block, className, ...linkProps } = props;
    return <Link className={buttonClassName({ variant, size, block }, className)} {...linkProps} />;
  }
  const { variant, size, block, className, type = 'button', to: _to, ...buttonProps } = props;
  return (
    <button type={type} className={buttonClassName({ variant, size, block }, className)} {...buttonProps} />
  );
}
