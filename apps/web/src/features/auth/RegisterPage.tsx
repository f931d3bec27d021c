import { loginFailure } from '@site/session';
import { Input, Select } from '@site/ui';
import type { ReferralCodes } from '@site/session';
import {
  DEFAULT_COUNTRY_CODE,
  formatPhone,
  normaliseFieldText,
  validatePhone,
  validateUsername,
} from '@site/validation';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitRow } from '../../components/SubmitRow';
import { useFields } from '../../components/use-fields';
import { servicesAtom } from '../../state/services';
import { AuthPage } from './AuthPage';
import { CaptchaField } from './CaptchaField';
import { COUNTRY_CODE_OPTIONS } from './country-codes';
import { newPasswordErrors } from './new-password';
import { NewPasswordFields } from './NewPasswordFields';
import { displayedInviteCode, mergeReferralCodes, referralBody } from './referral-fields';
import { useAuthForm } from './use-auth-form';
import { captchaCodeError, useCaptcha } from './use-captcha';
import { useSiteSwitches } from './use-site-switches';

interface RegisterPageProps {
  /** Referral codes in the register link itself. */
  linkCodes: ReferralCodes;
  redirect?: string | undefined;
}

type Field = 'username' | 'password' | 'confirm' | 'phone' | 'captcha' | 'adult';

const PAUSED = { title: '注册功能暂停使用', description: '平台暂停开放注册，请稍后再试或联系在线客服。' };

export function RegisterPage({ linkCodes, redirect }: RegisterPageProps) {
  const { client, session } = useAtomValue(servicesAtom);
  const router = useRouter();
  const switches = useSiteSwitches();
  const codes = useMemo(() => mergeReferralCodes(linkCodes, session.referralCodes()), [linkCodes, session]);
  // Issue #22: the member states being 18 or older; nothing is ticked for them.
  const [adult, setAdult] = useState(false);
  const captcha = useCaptcha(!switches.stopRegister);
  const form = useAuthForm<Field>();
  const { errors } = form;
  const { values, set, field } = useFields(
    () => ({ username: '', password: '', confirm: '', countryCode: String(DEFAULT_COUNTRY_CODE), phone: '', inviteCode: displayedInviteCode(codes), captcha: '' }),
    errors,
  );
  const { username, password, confirm, countryCode, phone, inviteCode, captcha: captchaCode } = values;
  const prefilled = displayedInviteCode(codes) !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting || switches.stopRegister) return;
    const code = normaliseFieldText(captchaCode);
    const found = {
      username: validateUsername(username.trim()),
      ...newPasswordErrors(password, confirm),
      phone: validatePhone(phone, countryCode),
      captcha: captchaCodeError(code, captcha),
      adult: adult ? null : '请确认您已年满18周岁',
    };
    const { captchaId } = captcha;
    if (!form.accept(found) || !captchaId) return;
    await form.send(
      async () => {
        const reply = await client.request('register', {
          username: username.trim(),
          password,
          phone: formatPhone(phone, countryCode),
          captchaId,
          captchaCode: code,
          adultConfirmed: true,
          ...referralBody(codes, inviteCode),
        });
        session.login(reply.token, { rememberMe: false, username: reply.username, userId: reply.userId });
        await router.navigate({ href: redirect ?? '/registerGuide', replace: true });
      },
      (error) => {
        // A captcha is good for one attempt.
        captcha.refresh();
        set('captcha', '');
        return loginFailure(error).message;
      },
    );
  };

  const disabled = switches.stopRegister;
  return (
    <AuthPage title="注册" lead="注册账号，畅享全部精彩" paused={disabled ? PAUSED : null}>
      <form className="auth__form" onSubmit={(e) => void submit(e)} noValidate aria-label="注册表单">
        <Input label="用户名" placeholder="6-16位字母开头的字母或数字" autoComplete="username" {...field('username')} disabled={disabled} required clearable />
        <NewPasswordFields kind="first" field={field} disabled={disabled} />
        <div className="auth__phone">
          <Select label="区号" options={COUNTRY_CODE_OPTIONS} {...field('countryCode')} placeholder={null} disabled={disabled} />
          <Input label="手机号" placeholder="请输入手机号" type="tel" inputMode="numeric" autoComplete="tel-national" {...field('phone')} disabled={disabled} required />
        </div>
        <Input label="邀请码" placeholder="选填" {...field('inviteCode')} hint={prefilled ? '已为您自动填写推荐人的邀请码' : undefined} disabled={disabled} />
        <CaptchaField captcha={captcha} {...field('captcha')} disabled={disabled} required />
        <div className="auth__adult">
          <label className="auth__check">
            <input
              type="checkbox"
              checked={adult}
              onChange={(e) => {
                setAdult(e.target.checked);
                form.setErrors((found) => ({ ...found, adult: null }));
              }}
              disabled={disabled}
              aria-invalid={errors.adult ? true : undefined}
              aria-describedby={errors.adult ? 'register-adult-error' : undefined}
            />
            我已年满18周岁，并同意平台的规则条款与隐私政策
          </label>
          {errors.adult ? (
            <p id="register-adult-error" className="auth__error" role="alert">
              {errors.adult}
            </p>
          ) : null}
        </div>
        <SubmitRow error={form.formError} errorClassName="auth__error" loading={form.submitting} disabled={disabled} size="large">
          注册
        </SubmitRow>
        <p className="auth__hint">未满18周岁禁止注册。理性娱乐，量力而行。</p>
      </form>
      <p className="auth__footer">
        已有账号？
        <Link to="/user/login" className="auth__link">
          立即登录
        </Link>
      </p>
    </AuthPage>
  );
}
