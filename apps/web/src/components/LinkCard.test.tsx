import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkCard } from './LinkCard';

afterEach(cleanup);

const inRouter = (ui: ReactNode) => {
  const root = createRootRoute({ component: () => <>{ui}</> });
  const routeTree = root.addChildren([createRoute({ getParentRoute: () => root, path: '/sponsor/$sponsorId' })]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/sponsor/0'] }) });
  render(<RouterProvider router={router} />);
};

describe('LinkCard', () => {
  it('is one link: the picture, then the text in the card body', async () => {
    inRouter(
      <LinkCard to="/sponsor/$sponsorId" params={{ sponsorId: '0' }} search={{ story: 'sea' }} className="sponsor-card" art={<img alt="海报" src="data:," />}>
        <span>新人首存礼</span>
      </LinkCard>,
    );
    const link = await screen.findByRole('link', { name: /海报\s*新人首存礼/ });
    expect(link.getAttribute('href')).toBe('/sponsor/0?story=sea');
    expect(link.className.split(' ').slice(0, 2)).toEqual(['link-card', 'sponsor-card']);
    expect(link.firstElementChild?.tagName).toBe('IMG');
    const body = link.lastElementChild as HTMLElement;
    expect(body.className).toBe('link-card__body');
    expect(body.textContent).toBe('新人首存礼');
  });

  it('is a plain link-card without a class of its own', async () => {
    inRouter(
      <LinkCard to="/sponsor/$sponsorId" params={{ sponsorId: '1' }} art={null}>
        赞助
      </LinkCard>,
    );
    expect((await screen.findByRole('link', { name: '赞助' })).className.split(' ')[0]).toBe('link-card');
  });
});
