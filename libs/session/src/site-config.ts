import { readJson, removeItem, writeItem, type StoragePort } from '@site/ports';
import { STORAGE_KEYS } from './constants';
import type { SiteConfig } from './ports';
import { isRecord } from './values';

export interface SiteConfigStorePorts {
  preInfo: () => Promise<SiteConfig>;
  localStorage: StoragePort;
}

/** What the application shell shows from the site config (SPEC §2 "Application shell"). */
export interface ShellInfo {
  title: string | null;
  logoUrl: string | null;
}

export interface SiteConfigStore {
  /**
   * Fetches the config with preInfo and caches it. Concurrent calls share one request. When the
   * call fails or replies with something that is not an object, the cached config (or null)
   * is returned: the site keeps running on the last known config.
   */
  load(): Promise<SiteConfig | null>;
  /** The last config fetched or cached, without a request. */
  cached(): SiteConfig | null;
  /** Forgets the cached config. */
  clear(): void;
  shell(): ShellInfo;
  /** The ip the platform saw, from the cached config. */
  ip(): string | null;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function createSiteConfigStore({ preInfo, localStorage }: SiteConfigStorePorts): SiteConfigStore {
  let memory: SiteConfig | null = null;
  let inFlight: Promise<SiteConfig | null> | null = null;

  function cached(): SiteConfig | null {
    if (memory) return memory;
    const stored = readJson(localStorage, STORAGE_KEYS.siteConfig);
    memory = isRecord(stored) ? (stored as SiteConfig) : null;
    return memory;
  }

  async function fetchAndCache(): Promise<SiteConfig | null> {
    try {
      const config: unknown = await preInfo();
      if (!isRecord(config)) return cached();
      memory = config as SiteConfig;
      writeItem(localStorage, STORAGE_KEYS.siteConfig, JSON.stringify(config));
      return memory;
    } catch {
      return cached();
    }
  }

  return {
    load() {
      inFlight ??= fetchAndCache().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    cached,
    clear() {
      memory = null;
      removeItem(localStorage, STORAGE_KEYS.siteConfig);
    },
    shell() {
      const base = cached()?.SiteBaseConfigVo;
      return { title: nonEmpty(base?.title), logoUrl: nonEmpty(base?.webLogoTitleUrl) };
    },
    ip: () => nonEmpty(cached()?.ip),
  };
}
