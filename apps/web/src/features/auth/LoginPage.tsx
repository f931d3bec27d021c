import { loginFailure } from '@site/session';
import { Button, CaptchaInput, Input, PasswordInput, Result } from '@site/ui';
import { normaliseFieldText, validateCaptcha, validateRequired } from '@site/validation';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { servicesAtom } from '../../state/services';
import { loginRecordFor, rememberedUsername } from './remembered-login';
import { useCaptcha } from './use-captcha';
import { useSiteSwitches } from './use-site-switches';
import './auth.css';

interface LoginPageProps {
  /** Where the member was going before the guard sent them away. */
  redirect?: string | undefined;
}

interface FieldErrors {
  username?: string | null;
  password?: string | null;
  captcha?: string | null;
}

export function LoginPage({ redirect }: LoginPageProps) {
  const { client, session } = useAtomValue(servicesAtom);
  const router = useRouter();
  const switches = useSiteSwitches();
  const [username, setUsername] = useState(() => rememberedUsername(session.token.getLoginRecord()));
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [rememberMe, setRememberMe] = useState(() => session.token.getLoginRecord()?.isChecked === true);
  // SPEC §8: the image captcha appears once the platform asks for it (6021 and its kin).
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha(captchaAsked);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || switches.stopLogin) return;
    const code = normaliseFieldText(captchaCode);
    const found: FieldErrors = {
      username: validateRequired(username.trim(), '用户名'),
      password: validateRequired(password, '密码'),
      captcha: captchaAsked ? validateCaptcha(code) : null,
    };
    setErrors(found);
    setFormError(null);
    if (found.username || found.password || found.captcha) return;
    setSubmitting(true);
    try {
      const reply = await client.request('login', {
        username: username.trim(),
        password,
        rememberMe,
        ...(captchaAsked && captcha.captchaId ? { captchaId: captcha.captchaId, captchaCode: code } : {}),
      });
      session.login(reply.token, { rememberMe, username: reply.username, userId: reply.userId });
      session.token.setLoginRecord(loginRecordFor(reply.username, rememberMe));
      await router.navigate({ href: redirect ?? '/', replace: true });
    } catch (error) {
      const outcome = loginFailure(error);
      setFormError(outcome.message);
      if (outcome.captcha === 'show' && !captchaAsked) setCaptchaAsked(true);
      else if (captchaAsked && outcome.captcha !== 'keep') captcha.refresh();
      if (outcome.captcha !== 'keep') setCaptchaCode('');
      setSubmitting(false);
    }
  };

  return (
    <PageFrame title="登录">
      <div className="auth">
        <p className="auth__lead">欢迎回来，请登录您的账号</p>
        {switches.stopLogin ? (
          <Result status="warning" title="登录功能暂停使用" description="平台正在调整登录服务，请稍后再试或联系在线客服。" />
        ) : null}
        <form className="auth__form" onSubmit={(e) => void submit(e)} noValidate aria-label="登录表单">
          <Input
            label="用户名"
            placeholder="请输入用户名"
            autoComplete="username"
            value={username}
            onValueChange={setUsername}
            error={errors.username}
            disabled={switches.stopLogin}
            clearable
          />
          <PasswordInput
            label="密码"
            placeholder="请输入密码"
            value={password}
            onValueChange={setPassword}
            error={errors.password}
            disabled={switches.stopLogin}
          />
          {captchaAsked ? (
            <CaptchaInput
              label="图形验证码"
              placeholder="请输入右侧验证码"
              value={captchaCode}
              onValueChange={setCaptchaCode}
              imageSrc={captcha.image}
              loadingImage={captcha.loading}
              onRefresh={captcha.refresh}
              error={errors.captcha ?? captcha.error}
            />
          ) : null}
          <div className="auth__row">
            <label className="auth__check">
              <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
              记住我
            </label>
            <Link to="/user/password" className="auth__link">
              忘记密码？
            </Link>
          </div>
          {formError ? (
            <p className="auth__error" role="alert">
              {formError}
            </p>
          ) : null}
          <Button type="submit" variant="primary" size="large" block loading={submitting} disabled={switches.stopLogin}>
            登录
          </Button>
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
      </div>
    </PageFrame>
  );
}
