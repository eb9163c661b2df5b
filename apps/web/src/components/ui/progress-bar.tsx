import type { ComponentPropsWithoutRef } from 'react';
import styles from './progress-bar.module.css';

export interface ProgressBarProps extends Omit<ComponentPropsWithoutRef<'progress'>, 'value' | 'max' | 'style' | 'children'> {
  value: number;
  max?: number;
  className?: string;
}

/**
 * A bar filled to `value` of `max`: a native `<progress>`, so the server's markup draws it with
 * no style attribute (the CSP refuses inline styles) and it is a progressbar to assistive
 * technology. It fills its parent, which draws the track; the parent sets `--progress-fill` (a
 * colour or a gradient), and may set `--progress-radius` and `--progress-transition`.
 */
export function ProgressBar({ value, max = 100, className, ...rest }: ProgressBarProps) {
  return <progress className={className ? `${styles.bar} ${className}` : styles.bar} value={Math.min(max, Math.max(0, value))} max={max} {...rest} />;
}
