import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicePage } from './ServicePage';
import { COOKIE_ICON, ERROR_ICON, RING } from './service-icons';

afterEach(cleanup);

// The shell's own, and one drawn inside the ring as the service pages' route files draw theirs.
const ICONS = [COOKIE_ICON, ERROR_ICON, { name: 'paused', d: `${RING}M10 9v6M14 9v6` }];
/** Emoji and other pictographs, which a device without an emoji font draws as an empty box. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

describe('ServicePage', () => {
  it.each(ICONS)('draws the $name picture as a line icon, with no emoji on the page', (icon) => {
    const { container } = render(
      <ServicePage icon={icon} title="系统维护中">
        为了给您提供更好的服务
      </ServicePage>,
    );
    const svg = container.querySelector(`svg[data-icon="${icon.name}"]`);
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d. ,a-zA-Z-]+$/);
    expect(container.textContent).not.toMatch(PICTOGRAPH);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('系统维护中');
  });
});
