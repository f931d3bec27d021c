import type { AppStore } from '../../app/store';
import { handedOver } from '../../components/use-deferred';
import { displayConfigAtom } from '../../state/display-config';

/** The customer-service URL of the display config, for a route's loader to start (not wait for). */
export function loadServiceUrl(store: AppStore): Promise<string> {
  return handedOver(store.get(displayConfigAtom).then((config) => config.customerServiceUrl));
}
