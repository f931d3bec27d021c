import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applySkin, resolveSkin } from './festival-skin';
import { useFestivalSkin } from './use-festival-skin';

describe('festival skin', () => {
  it('turns on for any configured value and off for empty or "0"', () => {
    expect(resolveSkin('springFestival')).toBe('festival');
    expect(resolveSkin('1')).toBe('festival');
    expect(resolveSkin('')).toBeNull();
    expect(resolveSkin('0')).toBeNull();
    expect(resolveSkin(undefined)).toBeNull();
    expect(resolveSkin({})).toBeNull();
  });

  it('sets and clears data-skin on the root', () => {
    const root = document.createElement('html');
    applySkin(root, 'spring');
    expect(root.getAttribute('data-skin')).toBe('festival');
    applySkin(root, '');
    expect(root.hasAttribute('data-skin')).toBe(false);
  });

  it('follows siteFestivalSkin through the hook', () => {
    const { rerender } = renderHook(({ skin }) => useFestivalSkin(skin), { initialProps: { skin: '1' } });
    expect(document.documentElement.dataset['skin']).toBe('festival');
    rerender({ skin: '' });
    expect(document.documentElement.dataset['skin']).toBeUndefined();
  });
});
