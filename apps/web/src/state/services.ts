import { atom } from 'jotai';
import type { Services } from '../app/services';

/**
 * The services as an atom: set once at start-up (start.tsx), read by the other atoms and pages.
 * Reading it before then is a programming error, so it throws rather than returning undefined.
 */
const servicesValueAtom = atom<Services | null>(null);

export const servicesAtom = atom(
  (get) => {
    const services = get(servicesValueAtom);
    if (!services) throw new Error('services not provided');
    return services;
  },
  (_get, set, services: Services) => set(servicesValueAtom, services),
);
