import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { MouseEvent, ReactNode } from 'react';
import { servicesAtom } from '../../state/services';

/**
 * Where a link to one of the site's pages should go for this visitor: the page itself, or for a
 * guest and a member page, login first and then the page (the guard would send them home).
 */
export function useSitePath(href: string): string {
  const { session } = useAtomValue(servicesAtom);
  return session.guard(href.split(/[?#]/)[0] ?? href) === null ? href : `/user/login?redirect=${encodeURIComponent(href)}`;
}

/** A click that the router handles in the page; a click with a modifier key opens a tab as usual. */
export function useSiteNavigate(): (href: string) => (event: MouseEvent<HTMLElement>) => void {
  const router = useRouter();
  return (href) => (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}

interface SiteLinkProps {
  /** A path of this site (the contract allows nothing else in help content). */
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link to a page of the site whose path arrives as data (help content), not as a typed route. */
export function SiteLink({ href, children, className }: SiteLinkProps) {
  const target = useSitePath(href);
  const go = useSiteNavigate();
  return (
    <a href={target} className={className} onClick={go(target)}>
      {children}
    </a>
  );
}
