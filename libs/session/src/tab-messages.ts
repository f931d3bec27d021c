/** The kinds of message the session sends the site's other tabs (tab-sync.ts, issue #38). */
export const SESSION_TAB_MESSAGES = {
  memberLeft: 'session:member-left',
  memberIn: 'session:member-in',
  maintenance: 'session:maintenance',
} as const;
