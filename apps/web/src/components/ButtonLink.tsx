import { Link } from '@tanstack/react-router';
import type { LinkProps } from '@tanstack/react-router';
import type { ButtonSize, ButtonVariant } from '@site/ui';
import type { ReactNode } from 'react';

interface ButtonLinkProps {
  to: LinkProps['to'];
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/**
 * A way to another page that looks like the ui library's Button: it stays a link (the member may
 * open it in a new tab, and screen readers announce a link), so it borrows the Button's classes.
 */
export function ButtonLink({ to, children, variant = 'primary', size = 'medium', block = false }: ButtonLinkProps) {
  const className = `site-button site-button--${variant} site-button--${size}${block ? ' site-button--block' : ''}`;
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}
