import { MAINTENANCE_PATH } from './constants';
import type { LocationPort, SiteConfig } from './ports';

export interface MaintenanceOptions {
  /** The local `isGo` flag: skips the redirect. */
  isGo: boolean;
  /** The build/dev flag that turns the maintenance redirect off (SPEC-NOTES 2). */
  disabled: boolean;
}

function normalisedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** `maintainConfig.status === 0` means the site is under maintenance (SPEC-NOTES 2). */
export function isUnderMaintenance(config: SiteConfig | null | undefined): boolean {
  return config?.maintainConfig?.status === 0;
}

export function shouldEnterMaintenance(
  config: SiteConfig | null | undefined,
  pathname: string,
  { isGo, disabled }: MaintenanceOptions,
): boolean {
  if (disabled || isGo || !isUnderMaintenance(config)) return false;
  return normalisedPath(pathname) !== MAINTENANCE_PATH;
}

/** Replaces the location with the maintenance page when it applies; says whether it did. */
export function enterMaintenanceIfDue(
  config: SiteConfig | null | undefined,
  location: LocationPort,
  options: MaintenanceOptions,
): boolean {
  if (!shouldEnterMaintenance(config, location.pathname, options)) return false;
  location.replace(MAINTENANCE_PATH);
  return true;
}
