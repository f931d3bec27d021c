import type { VisibilityPort } from '@site/venues';

/** The page's visibility (document.visibilityState) for pollers that must rest in a hidden tab. */
export function browserVisibility(): VisibilityPort {
  return {
    isVisible: () => globalThis.document.visibilityState !== 'hidden',
    onChange(listener) {
      const onChange = () => listener(globalThis.document.visibilityState !== 'hidden');
      globalThis.document.addEventListener('visibilitychange', onChange);
      return () => globalThis.document.removeEventListener('visibilitychange', onChange);
    },
  };
}
