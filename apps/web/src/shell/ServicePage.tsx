import type { ReactNode } from 'react';
import './service-page.css';

interface ServicePageProps {
  icon: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The full-page notice used by the service-state pages, the cookie notice and the error page. */
export function ServicePage({ icon, title, children, actions }: ServicePageProps) {
  return (
    <main className="service-page">
      <div className="service-page__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 className="service-page__title">{title}</h1>
      {children ? <div className="service-page__text">{children}</div> : null}
      {actions ? <div className="service-page__actions">{actions}</div> : null}
    </main>
  );
}
