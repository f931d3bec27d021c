import { errorText } from '@site/api-client';
import { Button, PasswordInput } from '@site/ui';
import { validateConfirmPassword, validatePassword, validateRequired } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { servicesAtom } from '../../state/services';

type Field = 'oldPassword' | 'password' | 'confirm';

/** A signed-in member changes their password (other sessions then answer 10105). */
export function ChangePasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const { client } = useAtomValue(servicesAtom);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = {
      oldPassword: validateRequired(oldPassword, '原密码'),
      password: validatePassword(password) ?? (password === oldPassword ? '新密码不能与原密码相同' : null),
      confirm: validateConfirmPassword(password, confirm),
    };
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      await client.request('passwordChange', { oldPassword, newPassword: password });
      onDone('密码修改成功');
    } catch (error) {
      setFormError(errorText(error));
      setSubmitting(false);
    }
  };

  return (
    <form className="auth__form" onSubmit={(e) => void submit(e)} noValidate aria-label="修改密码表单">
      <PasswordInput label="原密码" placeholder="请输入原密码" value={oldPassword} onValueChange={setOldPassword} error={errors.oldPassword} required />
      <PasswordInput label="新密码" placeholder="8-20位，须包含字母和数字" autoComplete="new-password" value={password} onValueChange={setPassword} error={errors.password} required />
      <PasswordInput label="确认新密码" placeholder="请再次输入新密码" autoComplete="new-password" value={confirm} onValueChange={setConfirm} error={errors.confirm} required />
      {formError ? (
        <p className="auth__error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="large" block loading={submitting}>
        确认修改
      </Button>
    </form>
  );
}
