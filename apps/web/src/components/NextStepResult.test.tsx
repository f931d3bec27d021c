import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NextStepResult } from './NextStepResult';

afterEach(cleanup);

const inRouter = (ui: ReactNode) => {
  const router = createRouter({ routeTree: createRootRoute({ component: () => <>{ui}</> }), history: createMemoryHistory({ initialEntries: ['/mine'] }) });
  render(<RouterProvider router={router} />);
};

describe('NextStepResult', () => {
  it('says what is missing and links to the page that does it, drawn as a primary button', async () => {
    inRouter(<NextStepResult title="请先完成实名认证" description="取款前须完成实名认证" steps={[{ to: '/mine/userInfo/authentication', label: '去认证' }]} />);
    const link = await screen.findByRole('link', { name: '去认证' });
    expect(link.getAttribute('href')).toBe('/mine/userInfo/authentication');
    expect(link.className).toBe('site-button site-button--primary site-button--medium');
    expect(screen.getByRole('heading', { name: '请先完成实名认证' })).toBeTruthy();
    expect(screen.getByText('取款前须完成实名认证')).toBeTruthy();
    expect(document.querySelector('.site-result--warning')).not.toBeNull();
  });

  it('draws the alternatives after the recommended way as default buttons', async () => {
    inRouter(
      <NextStepResult
        status="success"
        title="已完成"
        description="可以取款了"
        steps={[
          { to: '/mine/addBankCard', label: '去绑定银行卡' },
          { to: '/mine/virtualCoinCard', label: '绑定虚拟币地址' },
        ]}
      />,
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.className])).toEqual([
      ['去绑定银行卡', 'site-button site-button--primary site-button--medium'],
      ['绑定虚拟币地址', 'site-button site-button--default site-button--medium'],
    ]);
    expect(document.querySelector('.site-result--success')).not.toBeNull();
  });
});
