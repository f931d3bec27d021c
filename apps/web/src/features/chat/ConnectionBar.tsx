import { Button } from '@site/ui';
import type { ChatConnectionView } from '@site/chat-socket';
import { CHAT_TEXTS } from './messages';

interface ConnectionBarProps {
  view: ChatConnectionView;
  onRetry: () => void;
}

/** The connection state, always visible: connecting, reconnecting n of 5, offline with retry. */
export function ConnectionBar({ view, onRetry }: ConnectionBarProps) {
  return (
    <div className={`chat-conn chat-conn--${view.tone}`} role="status" aria-live="polite" data-testid="chat-connection">
      <span className="chat-conn__dot" aria-hidden="true" />
      <span className="chat-conn__text">{view.text}</span>
      {view.retry ? (
        <Button size="small" variant="primary" onClick={onRetry}>
          {CHAT_TEXTS.retry}
        </Button>
      ) : null}
    </div>
  );
}
