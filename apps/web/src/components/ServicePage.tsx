import type { ReactNode } from 'react';
import type { ServiceIcon } from './service-icons';
import './service-page.css';

interface ServicePageProps {
  /** One of `./service-icons`. */
  icon: ServiceIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The full-page notice used by the service-state pages, the cookie notice and the error page. */
export function ServicePage({ icon, title, children, actions }: ServicePageProps) {
  return (
    <main className="service-page">
      <svg className="service-page__icon" data-icon={icon.name} viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
        <path d={icon.d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 className="service-page__title">{title}</h1>
      {children ? <div className="service-page__text">{children}</div> : null}
      {actions ? <div className="service-page__actions">{actions}</div> : null}
    </main>
  );
}
