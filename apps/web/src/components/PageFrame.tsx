import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './page-frame.css';

interface PageFrameProps {
  title: string;
  children?: ReactNode;
  /** Pages reached from the tab bar have nowhere to go back to. */
  back?: boolean;
}

/** The frame every page sits in: a bar with a way back and the Chinese title, then the content. */
export function PageFrame({ title, children, back = true }: PageFrameProps) {
  const router = useRouter();
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/' });
  };
  return (
    <div className="page-frame">
      <header className="page-frame__bar">
        {back ? (
          <button type="button" className="page-frame__back" onClick={goBack} aria-label="返回">
            <span aria-hidden="true">‹</span>
          </button>
        ) : (
          <span className="page-frame__back" aria-hidden="true" />
        )}
        <h1 className="page-frame__title">{title}</h1>
        <span className="page-frame__back" aria-hidden="true" />
      </header>
      <main className="page-frame__body">{children ?? <p className="page-frame__soon">页面建设中，敬请期待</p>}</main>
    </div>
  );
}
