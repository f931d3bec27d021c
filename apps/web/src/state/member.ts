import { sharedResource } from './shared-resource';

/**
 * The member's info (name, VIP grade, balance) for every page that shows it. The session keeps
 * one request per page view (SPEC §4, SPEC-NOTES 19); `refreshMember` asks the platform again.
 */
export const memberResource = sharedResource((services) => services.session.memberInfo.get());
