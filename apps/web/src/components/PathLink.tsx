import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

interface PathLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
  'aria-label'?: string;
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A link to any page of the site by its path, followed by the router on a plain click. The menu
 * reaches pages other teams are building (the help centre, responsible play) whose routes may not
 * exist yet in this build, so the path is a string rather than a typed route.
 */
export function PathLink({ href, children, className, ...rest }: PathLinkProps) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={className}
      {...rest}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
