import { useEffect } from 'react';
import { applySkin } from './festival-skin';

/** Keeps <html data-skin> in step with the site config's siteFestivalSkin. */
export function useFestivalSkin(siteFestivalSkin: unknown): void {
  useEffect(() => {
    applySkin(document.documentElement, siteFestivalSkin);
  }, [siteFestivalSkin]);
}
