import { Button } from '@site/ui';
import { useEffect, useRef } from 'react';
import type { Mail } from './mail-list';
import { shanghaiDateTime } from '../../components/shanghai-date';

interface MailReaderProps {
  mail: Mail;
  deleting: boolean;
  onClose: () => void;
  onDelete: () => void;
}

/**
 * One mail, over the list (which stays as it was, scroll included). The platform's text is shown
 * as text — line breaks kept, never read as HTML.
 */
export function MailReader({ mail, deleting, onClose, onDelete }: MailReaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <section className="mail-reader" role="dialog" aria-modal="true" aria-labelledby="mail-reader-title" data-testid="mail-reader">
      <header className="mail-reader__bar">
        <button type="button" className="page-frame__back" aria-label="返回列表" onClick={onClose}>
          <span aria-hidden="true">‹</span>
        </button>
        <span className="mail-reader__bar-title">站内信详情</span>
        <span className="page-frame__back" aria-hidden="true" />
      </header>
      <article className="mail-reader__body">
        <h2 className="mail-reader__title" id="mail-reader-title" tabIndex={-1} ref={heading}>
          {mail.title}
        </h2>
        <p className="mail-reader__time">{shanghaiDateTime(mail.createdAt)}</p>
        <p className="mail-reader__content" data-testid="mail-content">
          {mail.content}
        </p>
      </article>
      <footer className="mail-reader__actions">
        <Button onClick={onClose}>返回列表</Button>
        <Button variant="danger" loading={deleting} onClick={onDelete}>
          删除
        </Button>
      </footer>
    </section>
  );
}
