import { sharedResource } from '../../state/shared-resource';

/**
 * The withdrawal page's limits, cards and turnover. Kept in a resource atom rather than loader
 * data because a refused withdrawal reads it again while the member's amount stays in the form:
 * a failed re-read must keep the page and say why beside it, not replace the page.
 */
export const withdrawalInfoResource = sharedResource((services) => services.client.request('withdrawalInfo'));
