// Every text the dialogs show, in one place, so the app never spells a default itself.
export const DIALOG_DEFAULT_TITLE = '温馨提示';
export const DIALOG_DEFAULT_BUTTON = '确定';
export const DIALOG_CANCEL_BUTTON = '取消';
export const DIALOG_CLOSE_LABEL = '关闭';
export const DIALOG_LOADING_LABEL = '处理中';

export const SAFETY_TIP_CONTENT =
  '若有客服人员主动向您提供银行卡号并引导您存款，请勿转账！否则由此造成的一切损失，平台概不负责。';
export const SAFETY_TIP_BUTTON = '我知道了';

/** A counting-down button reads "确定（5s）" until it enables. */
export function countdownLabel(text: string, remainingSeconds: number): string {
  return `${text}（${remainingSeconds}s）`;
}
