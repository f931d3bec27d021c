import { expect, test } from '@playwright/test';
import { skipActivityPopup } from '../entry/helpers';
import { control, depositThroughPage, signedIn } from './helpers';

// Issue #41 item 3: a time-out or self-exclusion recorded while the member is signed in (customer
// service, another device) stops deposits on the platform, and the deposit page says so in Chinese.
test.beforeEach(async ({ page, request }) => {
  await control(request, 'reset');
  await skipActivityPopup(page);
});

const BLOCKS = [
  { kind: 'exclusion', period: '1y', text: /^您已申请自我排除，\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）前无法存款$/ },
  { kind: 'timeOut', period: '24h', text: /^您的账号处于冷静期，\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）前无法存款$/ },
] as const;

for (const block of BLOCKS) {
  test(`a member under ${block.kind} since signing in is refused a deposit with the platform's Chinese message`, async ({ page, context, request, baseURL }) => {
    const member = await signedIn(context, request, baseURL, block.kind === 'exclusion' ? 'selfex' : 'pause');
    await control(request, 'responsible/block', { username: member.username, kind: block.kind, period: block.period });
    await depositThroughPage(page, 100);
    await expect(page.getByRole('alert').filter({ hasText: '前无法存款' })).toHaveText(block.text);
    // No order was made: the page offers no payment details.
    await expect(page.getByTestId('deposit-order-no')).toHaveCount(0);
  });
}
