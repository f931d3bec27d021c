import { CaptchaInput } from '@site/ui';
import type { CaptchaState } from './use-captcha';

interface CaptchaFieldProps {
  captcha: CaptchaState;
  value: string;
  onValueChange: (value: string) => void;
  /** The form's complaint about the typed code; without one, why the image did not load. */
  error: string | null | undefined;
  disabled?: boolean;
  required?: boolean;
}

/** The image captcha of the account forms, drawn from the state `useCaptcha` keeps. */
export function CaptchaField({ captcha, value, onValueChange, error, disabled, required }: CaptchaFieldProps) {
  return (
    <CaptchaInput
      label="图形验证码"
      placeholder="请输入右侧验证码"
      value={value}
      onValueChange={onValueChange}
      imageSrc={captcha.image}
      loadingImage={captcha.loading}
      onRefresh={captcha.refresh}
      error={error ?? captcha.error}
      disabled={disabled}
      required={required}
    />
  );
}
