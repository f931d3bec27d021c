/**
 * @site/api-contract — the platform contract shared by the site (api-client, session, chat-socket,
 * venues) and the embedded simulator. Depends on zod only; runs in the browser and in Node.
 */
export * from './paths';
export * from './headers';
export * from './codes';
export * from './envelope';
export * from './chat';
export * from './venues';
export * from './signing';
export * from './crypto-format';
export * from './schemas/site';
export * from './schemas/member';
export * from './schemas/finance';
export * from './schemas/records';
export * from './record-filters';
export * from './schemas/engagement';
export * from './schemas/activities';
export * from './schemas/agent-help';
export * from './schemas/venue';
export * from './schemas/mine';
export * from './member-centre';
export * from './schemas/responsible';
export * from './responsible-codes';
export * from './registry';
export { MESSAGES as CONTRACT_MESSAGES } from './messages';

// The venue providers' API paths of the sports centre (lazily loaded code only).
export { VENUE_API_PATHS } from './venue-api';
