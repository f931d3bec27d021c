import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { draftsAtom } from '../state/drafts';
import './draft-note.css';

/** The draft kept for `form` when the page opened (read once), for the form's initial values. */
export function useDraftOnOpen(form: string): Readonly<Record<string, string>> | null {
  const drafts = useAtomValue(draftsAtom);
  const [initial] = useState(() => drafts.load(form));
  return initial;
}

export interface Draft {
  /** The form opened with what the member had typed before (show DraftNote). */
  restored: boolean;
  /** The draft is gone (after a submit, or the member's 清除). */
  clear(): void;
}

/**
 * Keeps what the member types into a form that takes time (issue #38 item 3): `current` holds the
 * fields to keep — never a secret (the session's draft store drops those too) — and is saved per
 * member in this tab's session storage as it changes. After a 6001 → login → back, a reload or a
 * crash the form opens with it (`useDraftOnOpen`), and says so.
 */
export function useDraft(form: string, current: Readonly<Record<string, string>>, initial: Readonly<Record<string, string>> | null): Draft {
  const drafts = useAtomValue(draftsAtom);
  const [restored, setRestored] = useState(initial !== null);
  const serialised = JSON.stringify(current);
  useEffect(() => {
    drafts.save(form, JSON.parse(serialised) as Record<string, string>);
  }, [form, serialised, drafts]);
  return {
    restored,
    clear() {
      drafts.clear(form);
      setRestored(false);
    },
  };
}

/** 已恢复未提交的内容, with 清除 (which empties the form through `onClear`). */
export function DraftNote({ draft, onClear }: { draft: Draft; onClear: () => void }) {
  if (!draft.restored) return null;
  return (
    <p className="draft-note" role="status">
      <span>已恢复未提交的内容</span>
      <button
        type="button"
        className="draft-note__clear"
        onClick={() => {
          draft.clear();
          onClear();
        }}
      >
        清除
      </button>
    </p>
  );
}
