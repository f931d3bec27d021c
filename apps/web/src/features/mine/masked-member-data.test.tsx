import type { ApiReply, Card as BoundCard } from '@site/api-contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgentDashboard } from '../agent/AgentDashboard';
import { AccountList } from '../cards/AccountList';
import { AccountViewPage } from '../cards/AccountViewPage';
import { AuthenticationPage } from '../cards/AuthenticationPage';
import { CardForm } from '../cards/CardForm';
import { WithdrawalPage } from '../finance/WithdrawalPage';
import { InfoAuditPage } from './InfoAuditPage';
import { UserInfoPage } from './UserInfoPage';
import { renderWithServices } from './test-harness';

// Issue #41 item 2: every page that shows a phone, name, e-mail, card, account or ID number masks it
// by SPEC §5's rules, whatever the platform sends — here the platform sends them all unmasked.

const PHONE = '13912345678';
const NAME = '王晓明';
const EMAIL = 'demo888@example.com';
const ID_NUMBER = '110101199003071234';
const BANK_CARD = '6222020200112233445';
const WALLET = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ALIPAY = 'wxm1990@alipay.example';
const WECHAT = 'wx_wang1990';
const TEAM_MEMBER = 'luckystar99';
/** None of these may appear on any page, nor a long piece of them. */
const SECRETS = [PHONE, '1391234', NAME, '晓明', EMAIL, 'demo888@', ID_NUMBER, '11010119', BANK_CARD, '62220202', WALLET, 'VPqDgRE67v', ALIPAY, 'wxm1990', WECHAT, 'wang1990', TEAM_MEMBER, 'ckysta'];

function expectNoSecret(text: string | null): void {
  for (const secret of SECRETS) expect(text ?? '', `shows ${secret}`).not.toContain(secret);
}

const NOW = Date.UTC(2026, 10, 23, 2);
const card = (id: number, kind: BoundCard['kind'], name: string, accountMasked: string): BoundCard => ({
  id,
  kind,
  name,
  holder: NAME,
  accountMasked,
  protocol: kind === 'VIRTUAL' ? 'TRC20' : '',
  isDefault: id === 1,
  createdAt: NOW,
});
const CARDS: BoundCard[] = [card(1, 'BANK', '中国工商银行', BANK_CARD), card(2, 'VIRTUAL', 'USDT', WALLET), card(3, 'ALIPAY', '支付宝', ALIPAY), card(4, 'WECHAT', '微信', WECHAT)];

const MEMBER = {
  userId: 1,
  username: 'demo888',
  nickName: '小明同学',
  realName: NAME,
  grade: 3,
  balance: 100,
  lockMoney: 0,
  phone: PHONE,
  email: EMAIL,
  birthday: '1990-03-07',
  avatar: '',
  inviteCode: 'ABC123',
  identityVerified: true,
  hasBankCard: true,
  registerTime: NOW - 1000,
  lastLoginTime: NOW - 1000,
};
const IDENTITY: ApiReply<'identityInfo'> = { verified: true, realName: NAME, idNumberMasked: ID_NUMBER, verifiedAt: NOW };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('member data the platform sends unmasked is shown masked (issue #41)', () => {
  it('/mine/userInfo: phone, e-mail and real name, and the e-mail in the edit form', async () => {
    const { container } = renderWithServices(() => <UserInfoPage />, {}, { memberInfo: MEMBER });
    expect((await screen.findByTestId('profile-phone')).textContent).toContain('*******5678');
    expect(screen.getByTestId('profile-email').textContent).toBe('de*****@example.com');
    expect(screen.getByTestId('profile-identity').textContent).toContain('王**');
    expectNoSecret(container.textContent);
    act(() => fireEvent.click(screen.getByRole('button', { name: '编辑资料' })));
    expect(await screen.findByText('当前邮箱：de*****@example.com')).toBeTruthy();
    expectNoSecret(container.textContent);
  });

  it('/mine/userInfo keeps what the platform masked as it is', async () => {
    renderWithServices(() => <UserInfoPage />, {}, { memberInfo: { ...MEMBER, phone: '138****8888', realName: '王**', email: 'de*****@example.com' } });
    expect((await screen.findByTestId('profile-phone')).textContent).toContain('*******8888');
    expect(screen.getByTestId('profile-email').textContent).toBe('de*****@example.com');
    expect(screen.getByTestId('profile-identity').textContent).toContain('王**');
  });

  it('/mine/userInfo/authentication: the verified name and ID number', async () => {
    const { container } = renderWithServices(() => <AuthenticationPage />, { identityInfo: () => IDENTITY });
    expect((await screen.findByTestId('identity-name')).textContent).toBe('王**');
    expect(container.textContent).toContain('**************1234');
    expectNoSecret(container.textContent);
  });

  it('card and account lists: every kind of account and its holder, and the removal question', async () => {
    const { container, dialogs } = renderWithServices(
      () => (
        <>
          <AccountList kind="BANK" cards={CARDS.slice(0, 1)} />
          <AccountList kind="VIRTUAL" cards={CARDS.slice(1, 2)} />
          <AccountViewPage kind="ALIPAY" title="支付宝" cards={Promise.resolve(CARDS.slice(2, 3))} />
          <AccountViewPage kind="WECHAT" title="微信" cards={Promise.resolve(CARDS.slice(3))} />
        </>
      ),
      {},
    );
    // The account pages' lists come with their data (started by the route, issue #36): all four drawn.
    await waitFor(() => expect(screen.getAllByTestId('bound-account')).toHaveLength(4));
    const rows = screen.getAllByTestId('bound-account');
    expect(rows.map((r) => r.querySelector('.money-account__number')?.textContent)).toEqual([
      '***************3445',
      `TLa2f6${'*'.repeat(22)}5wYjU7`,
      'wx*****@alipay.example',
      'wx*******90',
    ]);
    for (const row of rows) expect(row.textContent).toContain('王**');
    expectNoSecret(container.textContent);
    act(() => fireEvent.click(screen.getAllByRole('button', { name: '删除' })[1] ?? document.body));
    expectNoSecret(JSON.stringify(dialogs.open.mock.calls));
  });

  it('binding a card: the holder hint names the verified name masked', async () => {
    const { container } = renderWithServices(() => <CardForm kind="ALIPAY" verifiedName={NAME} onBound={() => undefined} />, {});
    expect(await screen.findByText('须与实名认证姓名一致（王**）')).toBeTruthy();
    expectNoSecret(container.textContent);
  });

  it('withdrawal: the card choice', async () => {
    const info: ApiReply<'withdrawalInfo'> = { balance: 500, minAmount: 100, maxAmount: 50000, dailyTimesLeft: 3, auditRemaining: 0, auditPassed: true, cards: CARDS };
    const { container } = renderWithServices(() => <WithdrawalPage />, { withdrawalInfo: () => info, identityInfo: () => IDENTITY });
    await waitFor(() => expect(container.querySelectorAll('[role="radio"]').length).toBe(CARDS.length));
    expect(container.textContent).toContain('***************3445');
    expectNoSecret(container.textContent);
  });

  it('/mine/infoAudit: what each review is about', async () => {
    const audit: ApiReply<'infoAudit'> = {
      list: [
        { id: 1, kind: 'IDENTITY', cardKind: null, title: '实名认证', detail: `${NAME} · ${ID_NUMBER}`, status: 1, reason: '', submittedAt: NOW, reviewedAt: NOW },
        { id: 2, kind: 'CARD', cardKind: 'BANK', title: '中国工商银行 储蓄卡', detail: '6222 0202 0011 2233 445', status: 1, reason: '', submittedAt: NOW, reviewedAt: NOW },
        { id: 3, kind: 'CARD', cardKind: 'VIRTUAL', title: 'USDT 钱包地址（TRC20）', detail: WALLET, status: 1, reason: '', submittedAt: NOW, reviewedAt: NOW },
        { id: 4, kind: 'CARD', cardKind: 'ALIPAY', title: '支付宝账户', detail: ALIPAY, status: 0, reason: '', submittedAt: NOW, reviewedAt: null },
        { id: 5, kind: 'CARD', cardKind: 'WECHAT', title: '微信账户', detail: WECHAT, status: 2, reason: '实名信息不一致', submittedAt: NOW, reviewedAt: NOW },
        { id: 6, kind: 'PROFILE', cardKind: null, title: '邮箱修改', detail: EMAIL, status: 1, reason: '', submittedAt: NOW, reviewedAt: NOW },
        { id: 7, kind: 'PROFILE', cardKind: null, title: '手机修改', detail: PHONE, status: 1, reason: '', submittedAt: NOW, reviewedAt: NOW },
      ],
    };
    const { container } = renderWithServices(() => <InfoAuditPage audit={Promise.resolve(audit)} />, {});
    await screen.findAllByTestId('audit-item');
    const details = Array.from(container.querySelectorAll('.audit-item__detail')).map((p) => p.textContent);
    expect(details).toEqual(
      expect.arrayContaining([
        '王** · **************1234',
        // The grouping stays; the last 4 digits show across it.
        '**** **** **** ***3 445',
        `TLa2f6${'*'.repeat(22)}5wYjU7`,
        'wx*****@alipay.example',
        'wx*******90',
        'de*****@example.com',
        '*******5678',
      ]),
    );
    expect(details).toHaveLength(7);
    expectNoSecret(container.textContent);
  });

  it('/mine/infoAudit keeps the platform’s own masks as they were', async () => {
    const audit: ApiReply<'infoAudit'> = {
      list: [
        { id: 1, kind: 'IDENTITY', cardKind: null, title: '实名认证', detail: '王** · 1101**********1234', status: 1, reason: '', submittedAt: NOW, reviewedAt: NOW },
        { id: 2, kind: 'CARD', cardKind: 'BANK', title: '招商银行 储蓄卡', detail: '**** **** **** 8866', status: 0, reason: '', submittedAt: NOW, reviewedAt: null },
        { id: 3, kind: 'CARD', cardKind: 'VIRTUAL', title: 'USDT', detail: 'TLa2f6****wYjU7', status: 1, reason: '', submittedAt: NOW, reviewedAt: NOW },
        { id: 4, kind: 'PROFILE', cardKind: null, title: '邮箱修改', detail: 'de*****@example.com', status: 1, reason: '', submittedAt: NOW, reviewedAt: NOW },
      ],
    };
    const { container } = renderWithServices(() => <InfoAuditPage audit={Promise.resolve(audit)} />, {});
    await screen.findAllByTestId('audit-item');
    expect(Array.from(container.querySelectorAll('.audit-item__detail')).map((p) => p.textContent)).toEqual(
      expect.arrayContaining(['王** · **************1234', '**** **** **** 8866', 'TLa2f6****wYjU7', 'de*****@example.com']),
    );
  });

  it('/agent: the team members’ account names', async () => {
    const info: ApiReply<'agentInfo'> = {
      isAgent: true,
      agentCode: 'A1',
      level: 1,
      teamSize: 1,
      monthCommission: 0,
      totalCommission: 0,
      promotionUrl: 'https://example.com/?i=A1',
      applyStatus: 'approved',
      monthNewMembers: 1,
      commissionRate: 30,
    };
    const team: ApiReply<'agentMembers'> = { list: [{ username: TEAM_MEMBER, registeredAt: NOW, deposit: 100, validBet: 200 }], total: 1, pageNum: 1, pageSize: 10 };
    const { container } = renderWithServices(() => <AgentDashboard info={info} team={team} />, {});
    expect(await screen.findByText('lu*******99')).toBeTruthy();
    expectNoSecret(container.textContent);
  });
});
