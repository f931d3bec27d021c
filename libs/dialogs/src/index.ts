/*
 * The face of @site/dialogs: only what something outside this library imports (issue #34) —
 * apps/web builds the one manager (app/services.ts, and its tests build their own) and shows the
 * safety tip (features/finance/DepositPage.tsx). The browser ports, constants and texts the
 * manager uses stay inside it: a caller changes them through `createDialogManager(ports)` and
 * the dialog options, never by importing them. The types are all public, as `open()` and the
 * ports are typed with them.
 */
export { createDialogManager } from './dialog-manager';
export { showSafetyTip } from './safety-tip';
export type * from './types';
