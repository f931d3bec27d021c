import type { AGENT_CONTACT_CHANNELS, ApiRequest } from '@site/api-contract';
import { compactDigits, normaliseFieldText, splitGraphemes, validatePhone, validateRealName } from '@site/validation';

export type ContactChannel = (typeof AGENT_CONTACT_CHANNELS)[number];

export const CHANNELS: readonly { value: ContactChannel; label: string }[] = [
  { value: 'wechat', label: '微信' },
  { value: 'qq', label: 'QQ' },
  { value: 'telegram', label: '电报' },
];

export const PLAN_MAX = 200;

/** The account format of each channel, as the apps themselves allow it. */
const CONTACT_RULES: Record<ContactChannel, { pattern: RegExp; message: string }> = {
  wechat: { pattern: /^[A-Za-z][-_A-Za-z0-9]{5,19}$/, message: '微信号须为6-20位字母、数字、下划线或减号，且以字母开头' },
  qq: { pattern: /^[1-9]\d{4,11}$/, message: 'QQ号须为5-12位数字' },
  telegram: { pattern: /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/, message: '电报用户名须为5-32位字母、数字或下划线' },
};

export interface AgentForm {
  realName: string;
  phone: string;
  channel: ContactChannel;
  contact: string;
  plan: string;
}
export type AgentFormErrors = Partial<Record<keyof AgentForm, string>>;

export const EMPTY_AGENT_FORM: AgentForm = { realName: '', phone: '', channel: 'wechat', contact: '', plan: '' };

/**
 * The application form's rules (name and phone from @site/validation, the contact account by
 * channel, the plan's length) and the body it sends, with the agent code the visitor arrived with.
 */
export function checkAgentForm(
  form: AgentForm,
  agentVerify: string | null,
): { ok: true; body: ApiRequest<'agentApply'> } | { ok: false; errors: AgentFormErrors } {
  const errors: AgentFormErrors = {};
  const realName = validateRealName(form.realName);
  if (realName) errors.realName = realName;
  const phone = validatePhone(form.phone);
  if (phone) errors.phone = phone;
  const contact = normaliseFieldText(form.contact);
  if (contact === '') errors.contact = '请输入联系账号';
  else if (!CONTACT_RULES[form.channel].pattern.test(contact)) errors.contact = CONTACT_RULES[form.channel].message;
  const plan = form.plan.trim();
  if (splitGraphemes(plan).length > PLAN_MAX) errors.plan = `推广计划最多${PLAN_MAX}个字`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      realName: normaliseFieldText(form.realName),
      phone: compactDigits(form.phone),
      channel: form.channel,
      contact,
      ...(plan ? { plan } : {}),
      ...(agentVerify ? { agentVerify } : {}),
    },
  };
}
