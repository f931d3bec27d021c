import { describe, expect, it } from 'vitest';
import { EMPTY_AGENT_FORM, checkAgentForm } from './agent-form';

const good = { realName: '李四', phone: '138 1234 5678', channel: 'wechat' as const, contact: 'xy_promoter', plan: '在体育论坛推广' };

describe('agent application form', () => {
  it('sends the normalised fields and the agent code the visitor arrived with', () => {
    expect(checkAgentForm(good, 'AG7001')).toEqual({
      ok: true,
      body: { realName: '李四', phone: '13812345678', channel: 'wechat', contact: 'xy_promoter', plan: '在体育论坛推广', agentVerify: 'AG7001' },
    });
    const r = checkAgentForm({ ...good, plan: '  ' }, null);
    expect(r.ok && r.body).toEqual({ realName: '李四', phone: '13812345678', channel: 'wechat', contact: 'xy_promoter' });
  });

  it('names every missing field in Chinese', () => {
    expect(checkAgentForm(EMPTY_AGENT_FORM, null)).toEqual({
      ok: false,
      errors: { realName: '请输入真实姓名', phone: '请输入手机号码', contact: '请输入联系账号' },
    });
  });

  it('checks the contact account by channel', () => {
    const contactError = (channel: 'wechat' | 'qq' | 'telegram', contact: string) => {
      const r = checkAgentForm({ ...good, channel, contact }, null);
      return r.ok ? null : (r.errors.contact ?? null);
    };
    expect(contactError('qq', '123456789')).toBeNull();
    expect(contactError('qq', 'abc123')).toBe('QQ号须为5-12位数字');
    expect(contactError('wechat', '1abcdef')).toBe('微信号须为6-20位字母、数字、下划线或减号，且以字母开头');
    expect(contactError('telegram', '@xy_agent')).toBeNull();
    expect(contactError('telegram', 'ab')).toBe('电报用户名须为5-32位字母、数字或下划线');
  });

  it('keeps the plan within 200 characters, counting what a member sees', () => {
    expect(checkAgentForm({ ...good, plan: '推'.repeat(200) }, null).ok).toBe(true);
    const r = checkAgentForm({ ...good, plan: '推'.repeat(201) }, null);
    expect(r.ok ? null : r.errors.plan).toBe('推广计划最多200个字');
    expect(checkAgentForm({ ...good, realName: 'x1' }, null).ok).toBe(false);
    expect(checkAgentForm({ ...good, phone: '12345' }, null).ok).toBe(false);
  });
});
