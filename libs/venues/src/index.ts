export * from './constants.ts';
export { MESSAGES } from './messages.ts';
export type * from './ports.ts';
export { browserClock, browserHttp, browserStorage } from './defaults.ts';
export { memoryStorage } from './safe-storage.ts';
export { httpOrigin, isAllowedVenueUrl, launchOrigins, venueApiOrigin } from './origins.ts';
export { parseLaunchReply, readLaunchData } from './launch-reply.ts';
export { createVenueLauncher, launchBody, relaunchVenueForCode } from './launcher.ts';
export type { LaunchOptions, VenueLauncher, VenueLauncherPorts } from './launcher.ts';
