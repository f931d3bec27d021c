import { useAtomValue } from 'jotai';
import { servicesAtom } from '../../state/services';
import { siteConfigAtom } from '../../state/site-config';

export interface SiteSwitches {
  /** False until the site config has been read once. */
  ready: boolean;
  stopLogin: boolean;
  stopRegister: boolean;
}

/** The site config's stopLogin / stopRegister switches (SPEC §3). */
export function useSiteSwitches(): SiteSwitches {
  const { session } = useAtomValue(servicesAtom);
  // Reading the atom starts (and re-renders on) the config load; the values come from the
  // session's cached copy, which the atom's load fills.
  const view = useAtomValue(siteConfigAtom);
  const config = session.siteConfig.cached();
  return {
    ready: view.state !== 'loading' || config !== null,
    stopLogin: config?.['stopLogin'] === true,
    stopRegister: config?.['stopRegister'] === true,
  };
}
