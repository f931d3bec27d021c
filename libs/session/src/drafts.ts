import { readJson, removeItem, writeItem, type StoragePort } from '@site/ports';
import { DRAFT_KEY_PREFIX } from './constants';

/**
 * What a member typed into a form that takes time, kept while the form is open so that a 6001 →
 * login → back, a reload or a crashed tab brings it back (issue #38 item 3).
 *
 * - Kept in the tab's session storage: it dies with the tab, and another tab never sees it.
 * - Kept per member: a draft names the member who typed it and only that member gets it back; a
 *   draft of someone else is removed when read. It outlives a session code (the member comes back
 *   after logging in again), not the tab.
 * - Never a secret: a field whose name says password, captcha, card number, CVV, PIN or code is
 *   dropped here whatever the form passes, and each form passes only the fields it means to keep.
 */
export interface DraftStore {
  /** Keeps the form's fields for the member now logged in; an all-empty form removes its draft. */
  save(form: string, values: Readonly<Record<string, string>>): void;
  /** The member's draft of the form, or null. */
  load(form: string): Record<string, string> | null;
  /** After a submit (or the member's 清除): the draft is gone. */
  clear(form: string): void;
}

/** Field names that are never stored, whatever a form passes. */
const SECRET_FIELD = /pass|pwd|captcha|cvv|cvc|pin$|^pin|card_?no|cardnumber|account_?no|accountnumber|^code$|securitycode|otp|token/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

interface StoredDraft {
  member: string;
  values: Record<string, string>;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { member, values } = value as { member?: unknown; values?: unknown };
  return typeof member === 'string' && typeof values === 'object' && values !== null && Object.values(values).every((v) => typeof v === 'string');
}

export interface DraftStorePorts {
  storage: StoragePort;
  /** The member logged in now, or null (a guest, or a member whose name this browser has not read yet). */
  member: () => string | null;
  /**
   * Settles once the member's name can be known (the app reads the member's info). A draft saved
   * before then is kept aside, the latest per form, and stored when it settles, so a form opened
   * straight from an address in a fresh browser keeps its draft too. Without it such a draft is dropped.
   */
  whenMember?: () => Promise<unknown>;
}

export function createDraftStore({ storage, member, whenMember }: DraftStorePorts): DraftStore {
  const key = (form: string) => `${DRAFT_KEY_PREFIX}${form}`;
  const waiting = new Map<string, Readonly<Record<string, string>>>();
  let asking = false;
  function later(form: string, values: Readonly<Record<string, string>>): void {
    if (!whenMember) return;
    waiting.set(form, values);
    if (asking) return;
    asking = true;
    const flush = (): void => {
      asking = false;
      const drafts = [...waiting];
      waiting.clear();
      // Still nobody (a guest after all): the drafts go, as they would have at once.
      if (member() === null) return;
      for (const [name, latest] of drafts) store.save(name, latest);
    };
    whenMember().then(flush, flush);
  }
  const store: DraftStore = {
    save(form, values) {
      const who = member();
      if (who === null) return later(form, values);
      waiting.delete(form);
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(values)) if (!isSecretField(name) && value !== '') kept[name] = value;
      if (Object.keys(kept).length === 0) removeItem(storage, key(form));
      else writeItem(storage, key(form), JSON.stringify({ member: who, values: kept } satisfies StoredDraft));
    },
    load(form) {
      const stored = readJson(storage, key(form));
      if (!isStoredDraft(stored)) return null;
      const who = member();
      // A visitor between a session code and logging in again: the draft waits for its member.
      if (who === null) return null;
      if (stored.member !== who) {
        removeItem(storage, key(form));
        return null;
      }
      return Object.fromEntries(Object.entries(stored.values).filter(([name]) => !isSecretField(name)));
    },
    clear(form) {
      waiting.delete(form);
      removeItem(storage, key(form));
    },
  };
  return store;
}
