import { sharedResource } from './shared-resource';

/**
 * The platform's display names of its venues and game categories (`/site/api/v1/site/naming/list`,
 * code → name): where the site shows a venue or a category, the platform's name wins over the
 * site's built-in one, so an operator renames in one place. Read once a page shows names.
 */
export const namingResource = sharedResource((services) =>
  services.client.request('namingList').then((list) => new Map(list.map((n) => [n.code, n.name]))),
);

/** The platform's name of `code`, else the site's own. */
export function displayName(names: ReadonlyMap<string, string> | undefined, code: string, fallback: string): string {
  const name = names?.get(code)?.trim();
  return name ? name : fallback;
}
