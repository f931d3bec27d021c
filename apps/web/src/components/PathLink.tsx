import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { onceInView, preloadPage, preloadPageCode } from './preload';

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
 * exist yet in this build, so the path is a string rather than a typed route. Like the router's
 * typed links it preloads (components/preload.ts): the page's code when the link comes into view,
 * its code and data on intent (finger down, pointer over, focus).
 */
export function PathLink({ href, children, className, ...rest }: PathLinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => (ref.current ? onceInView(ref.current, () => preloadPageCode(router, href)) : undefined), [router, href]);
  const intent = () => preloadPage(router, href);
  return (
    <a
      ref={ref}
      href={href}
      className={className}
      {...rest}
      onPointerEnter={intent}
      onTouchStart={intent}
      onFocus={intent}
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
