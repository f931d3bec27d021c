export { UI_MESSAGES, badgeText, countdownText, slideLabel } from './messages';
export { resolveSkin, applySkin } from './skin/festival-skin';
export type { SiteSkin } from './skin/festival-skin';
export { useFestivalSkin } from './skin/use-festival-skin';

export { Button } from './form/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './form/Button';
export { Input } from './form/Input';
export type { InputProps } from './form/Input';
export { PasswordInput } from './form/PasswordInput';
export type { PasswordInputProps } from './form/PasswordInput';
export { AmountInput } from './form/AmountInput';
export type { AmountInputProps } from './form/AmountInput';
export { CaptchaInput } from './form/CaptchaInput';
export type { CaptchaInputProps } from './form/CaptchaInput';
export { CountdownButton, SEND_CODE_COUNTDOWN_SECONDS } from './form/CountdownButton';
export type { CountdownButtonProps } from './form/CountdownButton';
export { Select } from './form/Select';
export type { SelectOption, SelectProps } from './form/Select';
export { DateRangePicker } from './form/DateRangePicker';
export type { DateRangePickerProps } from './form/DateRangePicker';
export { orderRange, presetRange, toIsoDate } from './form/date-range';
export type { DateRange, DateRangePreset } from './form/date-range';

export { Spinner } from './feedback/Spinner';
export type { SpinnerProps } from './feedback/Spinner';
