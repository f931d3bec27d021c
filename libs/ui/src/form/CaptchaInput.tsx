import { CAPTCHA_MAX_LENGTH } from '@site/validation';
import { UI_MESSAGES } from '../messages';
import { Spinner } from '../feedback/Spinner';
import { Input } from './Input';
import type { InputProps } from './Input';
import './CaptchaInput.css';

export interface CaptchaInputProps extends Omit<InputProps, 'suffix'> {
  /** The captcha image (a data URL or path) the page fetched; absent while loading. */
  imageSrc?: string;
  loadingImage?: boolean;
  onRefresh: () => void;
}

export function CaptchaInput({ imageSrc, loadingImage = false, onRefresh, maxLength = CAPTCHA_MAX_LENGTH, ...props }: CaptchaInputProps) {
  return (
    <Input
      {...props}
      maxLength={maxLength}
      autoComplete="off"
      inputMode={props.inputMode ?? 'text'}
      suffix={
        <button
          type="button"
          className="site-captcha__image"
          aria-label={UI_MESSAGES.captchaRefresh}
          disabled={loadingImage}
          onClick={onRefresh}
        >
          {loadingImage || !imageSrc ? <Spinner size={16} /> : <img src={imageSrc} alt={UI_MESSAGES.captchaAlt} />}
        </button>
      }
    />
  );
}
