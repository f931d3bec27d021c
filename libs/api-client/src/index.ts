/**
 * @site/api-client — the platform client (SPEC §7–§9): headers, signing, reply handling, the
 * error catalogue, the encrypted cache, typed calls and global-handling events. No React. The app
 * makes one client at its composition root (apps/web/src/app/services.ts); the other exports are
 * what its pages and @site/session use on a failed call or a money submit. The rest of src/ is
 * internal.
 */

// The client.
export { createApiClient } from './client';
export type { ApiClient } from './client';
export type { ApiClientPorts } from './ports';

// Cross-cutting outcomes (session codes, maintenance, timeouts) leave the client as events.
export type { ApiClientEvent, ApiClientEvents, ApiClientListener, MoneyMovedEvent, SessionCodeEvent } from './events';


// A failed call: the error classes a caller tells apart (the others, CancelError and ContractError,
// are only ever read through ApiError and isApiError) and the Chinese text a member reads.
export { BusinessError, ConnectionError, isApiError } from './errors';
export type { ApiError } from './errors';
export { errorMeaning, errorText, readableMessage } from './errors';
export { MESSAGES } from './messages';

// Money calls: one idempotency key per intended submit, kept until the outcome is known.
export { createMoneySubmitKeys, submitOutcome } from './money-keys';
export type { MoneySubmitKeys, SubmitOutcome } from './money-keys';
