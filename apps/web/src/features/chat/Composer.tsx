import { CHAT_TEXT_MAX_LENGTH } from '@site/chat-socket';
import type { ChatCheck } from '@site/chat-socket';
import { Button } from '@site/ui';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CHAT_TEXTS } from './messages';

interface ComposerProps {
  /** Why the member cannot speak now (muted, maintenance, not connected…), or null. */
  blocked: string | null;
  /** Sends the text; a failed check keeps the text and shows its reason. */
  onSend: (text: string) => ChatCheck;
  /** What the member had typed before (a draft kept over a reload or a login, issue #38). */
  initialText?: string;
  /** Hears every change of the text, sent ones included (then ''). */
  onTextChange?: (text: string) => void;
}

export function Composer({ blocked, onSend, initialText = '', onTextChange }: ComposerProps) {
  const [text, setTextState] = useState(initialText);
  const setText = (next: string) => {
    setTextState(next);
    onTextChange?.(next);
  };
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const note = blocked ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked !== null) return;
    const result = onSend(text);
    if (result.ok) {
      setText('');
      setError(null);
    } else {
      setError(result.reason);
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      {note ? (
        <p id={noteId} className={blocked ? 'site-visually-hidden' : 'chat-composer__note'} role="alert">
          {note}
        </p>
      ) : null}
      <div className="chat-composer__row">
        <label className="site-visually-hidden" htmlFor={`${noteId}-input`}>
          {CHAT_TEXTS.inputLabel}
        </label>
        <input
          id={`${noteId}-input`}
          className="chat-composer__input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          placeholder={blocked ?? CHAT_TEXTS.inputPlaceholder}
          maxLength={CHAT_TEXT_MAX_LENGTH}
          disabled={blocked !== null}
          enterKeyHint="send"
          autoComplete="off"
          aria-describedby={note ? noteId : undefined}
        />
        <Button type="submit" variant="primary" disabled={blocked !== null || text.trim() === ''}>
          {CHAT_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
