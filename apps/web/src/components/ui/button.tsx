import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { LABELS, type ButtonVariant } from '@stat/contracts';
import styles from './button.module.css';

export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

type NativeButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & {
    /** Shows a spinner, sets aria-busy and blocks presses until the work ends. */
    loading?: boolean;
    to?: never;
    href?: never;
  };

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps | 'href' | 'target' | 'rel'>;

/**
 * An internal link: `to` is a path made with `href(routeName, ...)`. With `reloadDocument` it is a
 * full-page navigation in the same tab, for the server's own pages (the account sign-in).
 */
type RouterLinkProps = CommonProps & AnchorProps & { to: string; reloadDocument?: boolean; href?: never; loading?: never };

/** An external link: opens in a new tab without opener access. */
type ExternalLinkProps = CommonProps & AnchorProps & { href: string; to?: never; loading?: never };

export type ButtonProps = NativeButtonProps | RouterLinkProps | ExternalLinkProps;

function classes(variant: ButtonVariant, size: ButtonSize, fullWidth: boolean, extra?: string): string {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra]
    .filter(Boolean)
    .join(' ');
}

/** The one button of the app: a `<button>`, a router link (`to`) or an external link (`href`). */
export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant = 'primary', size = 'md', fullWidth = false, className, children, to, ...rest } = props;
    return (
      <Link {...rest} to={to} className={classes(variant, size, fullWidth, className)}>
        {children}
      </Link>
    );
  }
  if (props.href !== undefined) {
    const { variant = 'primary', size = 'md', fullWidth = false, className, children, href, ...rest } = props;
    return (
      <a
        {...rest}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes(variant, size, fullWidth, className)}
      >
        {children}
        <span className="visually-hidden"> {LABELS.opensInNewTab}</span>
      </a>
    );
  }
  const {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    className,
    children,
    loading = false,
    disabled,
    type = 'button',
    onClick,
    ...rest
  } = props;
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      // While loading the button stays focusable (not disabled) so focus is not lost; presses are ignored.
      onClick={loading ? undefined : onClick}
      className={classes(variant, size, fullWidth, className)}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
