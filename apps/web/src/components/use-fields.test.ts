import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFields } from './use-fields';

describe('useFields', () => {
  it("gives each field its value, its change and the form's error for it", () => {
    const errors = { username: '请输入用户名', adult: '请确认您已年满18周岁' };
    const { result } = renderHook(() => useFields(() => ({ username: 'demo', inviteCode: '' }), errors));
    expect(result.current.field('username')).toMatchObject({ value: 'demo', error: '请输入用户名' });
    expect(result.current.field('inviteCode').error).toBeUndefined();
    act(() => result.current.field('inviteCode').onValueChange('AB12'));
    expect(result.current.values).toEqual({ username: 'demo', inviteCode: 'AB12' });
    act(() => result.current.set('username', ''));
    expect(result.current.field('username').value).toBe('');
  });

  it('tells the form which field the member edited, and not on a set by the form itself', () => {
    const onEdit = vi.fn();
    const { result } = renderHook(() => useFields({ realName: '', idNumber: '' }, {}, onEdit));
    act(() => result.current.field('idNumber').onValueChange('1101'));
    expect(onEdit).toHaveBeenCalledWith('idNumber');
    act(() => result.current.set('realName', '张三'));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
