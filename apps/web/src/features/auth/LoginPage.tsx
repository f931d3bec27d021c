import { loginFailure } from '@site/session';
import { Input, PasswordInput } from '@site/ui';
import { normaliseFieldText, validateCaptcha, validateRequired } from '@site/validation';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitRow } from '../../components/SubmitRow';
import { useFields } from '../../components/use-fields';
import { servicesAtom } from '../../state/services';
import { AuthPage } from './AuthPage';
import { CaptchaField } from './CaptchaField';
import { loginRecordFor, rememberedUsername } from './remembered-login';
import { useAuthForm } from './use-auth-form';
import { useCaptcha } from './use-captcha';
import { useSiteSwitches } from './use-site-switches';

interface LoginPageProps {
  /** Where the member was going before the guard sent them away. */
  redirect?: string | undefined;
}

const PAUSED = { title: '登录功能暂停使用', description: '平台正在调整登录服务，请稍后再试或联系在线客服。' };

export function LoginPage({ redirect }: LoginPageProps) {
  const { client, session } = useAtomValue(servicesAtom);
  const router = useRouter();
  const switches = useSiteSwitches();
  const [rememberMe, setRememberMe] = useState(() => session.token.getLoginRecord()?.isChecked === true);
  // SPEC §8: the image captcha appears once the platform asks for it (6021 and its kin).
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha(captchaAsked);
  const form = useAuthForm<'username' | 'password' | 'captcha'>();
  const { values, set, field } = useFields(() => ({ username: rememberedUsername(session.token.getLoginRecord()), password: '', captcha: '' }), form.errors);
  const { username, password, captcha: captchaCode } = values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting || switches.stopLogin) return;
    const code = normaliseFieldText(captchaCode);
    const found = {
      username: validateRequired(username.trim(), '用户名'),
      password: validateRequired(password, '密码'),
      captcha: captchaAsked ? validateCaptcha(code) : null,
    };
    if (!form.accept(found)) return;
    await form.send(
      async () => {
        const reply = await client.request('login', {
          username: username.trim(),
          password,
          rememberMe,
          ...(captchaAsked && captcha.captchaId ? { captchaId: captcha.captchaId, captchaCode: code } : {}),
        });
        session.login(reply.token, { rememberMe, username: reply.username, userId: reply.userId });
        session.token.setLoginRecord(loginRecordFor(reply.username, rememberMe));
        await router.navigate({ href: redirect ?? '/', replace: true });
      },
      (error) => {
        const outcome = loginFailure(error);
        if (outcome.captcha === 'show' && !captchaAsked) setCaptchaAsked(true);
        else if (captchaAsked && outcome.captcha !== 'keep') captcha.refresh();
        if (outcome.captcha !== 'keep') set('captcha', '');
        return outcome.message;
      },
    );
  };

  return (
    <AuthPage title="登录" lead="欢迎回来，请登录您的账号" paused={switches.stopLogin ? PAUSED : null}>
      <form className="auth__form" onSubmit={(e) => void submit(e)} noValidate aria-label="登录表单">
        <Input label="用户名" placeholder="请输入用户名" autoComplete="username" {...field('username')} disabled={switches.stopLogin} clearable />
        <PasswordInput label="密码" placeholder="请输入密码" {...field('password')} disabled={switches.stopLogin} />
        {captchaAsked ? <CaptchaField captcha={captcha} {...field('captcha')} /> : null}
        <div className="auth__row">
          <label className="auth__check">
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            记住我
          </label>
          <Link to="/user/password" className="auth__link">
            忘记密码？
          </Link>
        </div>
        <SubmitRow error={form.formError} errorClassName="auth__error" loading={form.submitting} disabled={switches.stopLogin} size="large">
          登录
        </SubmitRow>
      </form>
      <p className="auth__footer">
        还没有账号？
        <Link to="/user/register" className="auth__link">
          立即注册
        </Link>
        <span className="auth__sep" aria-hidden="true">
          ·
        </span>
        <Link to="/" className="auth__link">
          先去逛逛
        </Link>
      </p>
    </AuthPage>
  );
}
