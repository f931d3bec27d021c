import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShareLink } from './ShareLink';

afterEach(cleanup);

const link = { id: 'invite-link', label: '邀请链接', url: 'https://site.example/?code=XY8888', copy: '复制链接' };
const qr = { label: '邀请链接二维码', hint: '好友用手机扫一扫即可注册' };

describe('ShareLink', () => {
  it('shows the code, the link in a labelled read-only field with its copy button, and the QR hint', () => {
    render(<ShareLink code={{ label: '邀请码', value: 'XY8888', copy: '复制邀请码', testId: 'invite-code' }} link={link} qr={qr} />);
    expect(screen.getByTestId('invite-code').textContent).toBe('XY8888');
    const field = screen.getByLabelText('邀请链接');
    expect((field as HTMLInputElement).value).toBe(link.url);
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('button', { name: '复制链接' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制邀请码' })).toBeTruthy();
    expect(screen.getByText(qr.hint)).toBeTruthy();
  });

  it('offers no copy of the code when none is asked for (the agent number is only shown)', () => {
    render(<ShareLink code={{ label: '代理编号', value: 'A1024' }} link={{ ...link, id: 'agent-link', label: '推广链接' }} qr={qr} />);
    expect(screen.getByText('A1024')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['复制链接']);
  });
});
