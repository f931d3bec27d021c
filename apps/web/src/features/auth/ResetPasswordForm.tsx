import { loginFailure } from '@site/session';
import { Button, CaptchaInput, Input, PasswordInput } from '@site/ui';
import {
  normaliseFieldText,
  validateCaptcha,
  validateConfirmPassword,
  validatePassword,
  validateRequired,
} from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { servicesAtom } from '../../state/services';
import { useCaptcha } from './use-captcha';

type Field = 'username' | 'phoneLast4' | 'password' | 'confirm' | 'captcha';

/** Forgotten password: the username, the bound phone's last 4 digits and a new password. */
export function ResetPasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const { client } = useAtomValue(servicesAtom);
  const [username, setUsername] = useState('');
  const [phoneLast4, setPhoneLast4] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const captcha = useCaptcha(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const code = normaliseFieldText(captchaCode);
    const last4 = normaliseFieldText(phoneLast4);
    const found = {
      username: validateRequired(username.trim(), '用户名'),
      phoneLast4: /^\d{4}$/.test(last4) ? null : '请输入绑定手机号的后4位',
      password: validatePassword(password),
      confirm: validateConfirmPassword(password, confirm),
      captcha: validateCaptcha(code) ?? (captcha.captchaId ? null : '验证码加载中，请稍候'),
    };
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean) || !captcha.captchaId) return;
    setSubmitting(true);
    try {
      await client.request('passwordReset', {
        username: username.trim(),
        phoneLast4: last4,
        newPassword: password,
        captchaId: captcha.captchaId,
        captchaCode: code,
      });
      onDone('密码已重置，请使用新密码登录');
    } catch (error) {
      setFormError(loginFailure(error).message);
      captcha.refresh();
      setCaptchaCode('');
      setSubmitting(false);
    }
  };

  return (
    <form className="auth__form" onSubmit={(e) => void submit(e)} noValidate aria-label="找回密码表单">
      <Input label="用户名" placeholder="请输入用户名" autoComplete="username" value={username} onValueChange={setUsername} error={errors.username} required />
      <Input
        label="手机号后4位"
        placeholder="绑定手机号的后4位"
        inputMode="numeric"
        maxLength={4}
        value={phoneLast4}
        onValueChange={setPhoneLast4}
        error={errors.phoneLast4}
        required
      />
      <PasswordInput label="新密码" placeholder="8-20位，须包含字母和数字" autoComplete="new-password" value={password} onValueChange={setPassword} error={errors.password} required />
      <PasswordInput label="确认新密码" placeholder="请再次输入新密码" autoComplete="new-password" value={confirm} onValueChange={setConfirm} error={errors.confirm} required />
      <CaptchaInput
        label="图形验证码"
        placeholder="请输入右侧验证码"
        value={captchaCode}
        onValueChange={setCaptchaCode}
        imageSrc={captcha.image}
        loadingImage={captcha.loading}
        onRefresh={captcha.refresh}
        error={errors.captcha ?? captcha.error}
        required
      />
      {formError ? (
        <p className="auth__error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="large" block loading={submitting}>
        重置密码
      </Button>
    </form>
  );
}
