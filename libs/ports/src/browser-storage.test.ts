// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, browserStorageOrMemory } from './browser-storage';

afterEach(() => {
  // The stubs go first, so the real storages can be cleared.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('browserStorage', () => {
  it('is the real local and session storage', () => {
    browserStorage('localStorage').setItem('k', 'v');
    browserStorage('sessionStorage').setItem('k', 's');
    expect(localStorage.getItem('k')).toBe('v');
    expect(sessionStorage.getItem('k')).toBe('s');
    expect(browserStorage().getItem('k')).toBe('v');
    browserStorage('localStorage').removeItem('k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('looks the storage up on each call, so one made before a storage exists uses it', () => {
    const storage = browserStorage('localStorage');
    const later = { getItem: vi.fn(() => 'later'), setItem: vi.fn(), removeItem: vi.fn() };
    vi.stubGlobal('localStorage', later);
    expect(storage.getItem('k')).toBe('later');
  });

  it('throws where there is no storage (callers go through the safe wrappers)', () => {
    const storage = browserStorage('localStorage');
    vi.stubGlobal('localStorage', undefined);
    expect(() => storage.getItem('k')).toThrow();
  });
});

describe('browserStorageOrMemory', () => {
  it('is the real storage where there is one', () => {
    browserStorageOrMemory().setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    browserStorageOrMemory('sessionStorage').setItem('k', 's');
    expect(sessionStorage.getItem('k')).toBe('s');
  });

  it('keeps values in memory where there is no storage', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = browserStorageOrMemory();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(browserStorageOrMemory().getItem('k')).toBeNull();
  });

  it('keeps values in memory where reaching the storage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const storage = browserStorageOrMemory();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });
});
