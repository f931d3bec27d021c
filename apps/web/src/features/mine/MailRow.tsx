import type { Mail } from './mail-list';
import { shortTime } from '../../components/shanghai-date';

interface MailRowProps {
  mail: Mail;
  now: number;
  editing: boolean;
  selected: boolean;
  onOpen: (mail: Mail) => void;
  onToggle: (id: number) => void;
}

/** A mail in the list: the unread marker first, title, the first line of the text, Beijing time. */
export function MailRow({ mail, now, editing, selected, onOpen, onToggle }: MailRowProps) {
  const body = (
    <>
      <span className={mail.read ? 'mail-row__dot' : 'mail-row__dot is-unread'} aria-hidden="true" />
      <span className="mail-row__main">
        <span className="mail-row__top">
          <span className="mail-row__title">
            {mail.read ? null : <span className="site-visually-hidden">未读，</span>}
            {mail.title}
          </span>
          <time className="mail-row__time" dateTime={new Date(mail.createdAt).toISOString()}>
            {shortTime(mail.createdAt, now)}
          </time>
        </span>
        <span className="mail-row__preview">{mail.content}</span>
      </span>
    </>
  );
  if (editing) {
    return (
      <label className={mail.read ? 'mail-row' : 'mail-row is-unread'} data-testid="mail-row">
        <input type="checkbox" className="mail-row__check" checked={selected} onChange={() => onToggle(mail.id)} />
        {body}
      </label>
    );
  }
  return (
    <button type="button" className={mail.read ? 'mail-row' : 'mail-row is-unread'} data-testid="mail-row" onClick={() => onOpen(mail)}>
      {body}
    </button>
  );
}
