import { atom } from 'jotai';
import { displayConfigAtom } from './display-config';

/**
 * The origins a platform link may open without the leave page (issue #27 item 3): the venue
 * origins and the customer-service host, both from the display config (vvPretty). Asked for only
 * once a page holds a link that leaves the site (the seed data's links are all site paths, and
 * the home page should not pay for a decryption it does not need). Null until it has arrived:
 * until then outside links take the leave page.
 */
export const linkAllowlistAtom = atom<readonly string[] | null>(null);

const requestedAtom = atom(false);

/** Starts loading the allowlist, once. */
export const wantLinkAllowlistAtom = atom(null, async (get, set) => {
  if (get(requestedAtom)) return;
  set(requestedAtom, true);
  let origins: readonly string[] = [];
  try {
    const plain = await get(displayConfigAtom);
    origins = [...plain.venueOrigins, plain.customerServiceUrl];
  } catch {
    // Without it nothing is lost but a step: every outside link goes through the leave page.
  }
  set(linkAllowlistAtom, origins);
});
