/** A phone-sized screen: venues open their h5 lobby there. */
export function isSmallScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 750px)').matches;
}
