import { loginFailure } from '@site/session';
import { Input } from '@site/ui';
import { normaliseFieldText, validateRequired } from '@site/validation';
import { useAtomValue } from 'jotai';
import type { FormEvent } from 'react';
import { SubmitRow } from '../../components/SubmitRow';
import { useFields } from '../../components/use-fields';
import { servicesAtom } from '../../state/services';
import { CaptchaField } from './CaptchaField';
import { newPasswordErrors } from './new-password';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthForm } from './use-auth-form';
import { captchaCodeError, useCaptcha } from './use-captcha';

/** Forgotten password: the username, the bound phone's last 4 digits and a new password. */
export function ResetPasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const { client } = useAtomValue(servicesAtom);
  const captcha = useCaptcha(true);
  const form = useAuthForm<'username' | 'phoneLast4' | 'password' | 'confirm' | 'captcha'>();
  const { values, set, field } = useFields({ username: '', phoneLast4: '', password: '', confirm: '', captcha: '' }, form.errors);
  const { username, phoneLast4, password, confirm, captcha: captchaCode } = values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const code = normaliseFieldText(captchaCode);
    const last4 = normaliseFieldText(phoneLast4);
    const found = {
      username: validateRequired(username.trim(), '用户名'),
      phoneLast4: /^\d{4}$/.test(last4) ? null : '请输入绑定手机号的后4位',
      ...newPasswordErrors(password, confirm),
      captcha: captchaCodeError(code, captcha),
    };
    const { captchaId } = captcha;
    if (!form.accept(found) || !captchaId) return;
    await form.send(
      async () => {
        await client.request('passwordReset', {
          username: username.trim(),
          phoneLast4: last4,
          newPassword: password,
          captchaId,
          captchaCode: code,
        });
        onDone('密码已重置，请使用新密码登录');
      },
      (error) => {
        // A captcha is good for one attempt.
        captcha.refresh();
        set('captcha', '');
        return loginFailure(error).message;
      },
    );
  };

  return (
    <form className="auth__form" onSubmit={(e) => void submit(e)} noValidate aria-label="找回密码表单">
      <Input label="用户名" placeholder="请输入用户名" autoComplete="username" {...field('username')} required />
      <Input label="手机号后4位" placeholder="绑定手机号的后4位" inputMode="numeric" maxLength={4} {...field('phoneLast4')} required />
      <NewPasswordFields kind="renew" field={field} />
      <CaptchaField captcha={captcha} {...field('captcha')} required />
      <SubmitRow error={form.formError} errorClassName="auth__error" loading={form.submitting} size="large">
        重置密码
      </SubmitRow>
    </form>
  );
}
