import type { ApiReply } from '@site/api-contract';
import { Input } from '@site/ui';
import { feedbackCount, validateFeedbackContact, validateFeedbackContent } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitRow } from '../../components/SubmitRow';
import { useSubmitOnce } from '../../components/use-submit-once';
import { servicesAtom } from '../../state/services';
import { FEEDBACK_TYPE_OPTIONS } from './feedback-view';
import type { FeedbackType } from './feedback-view';

export interface FeedbackDraft {
  type: FeedbackType | '';
  content: string;
  contact: string;
}
export const EMPTY_DRAFT: FeedbackDraft = { type: '', content: '', contact: '' };

interface FeedbackFormProps {
  /** Held by the page, so switching to 我的反馈 and back keeps what was typed. */
  draft: FeedbackDraft;
  onDraft: (draft: FeedbackDraft) => void;
  onSent: (feedback: ApiReply<'feedbackSubmit'>) => void;
}

/**
 * Type, text (with a live count by SPEC §5 width: a Chinese character counts 2) and an optional
 * contact. The submit is refused while one is on its way, so a double tap sends one feedback; a
 * failure keeps the text.
 */
export function FeedbackForm({ draft, onDraft, onSent }: FeedbackFormProps) {
  const { client } = useAtomValue(servicesAtom);
  const [errors, setErrors] = useState<{ type?: string | null; content?: string | null; contact?: string | null }>({});
  const { submitting: sending, failure: formError, setFailure: setFormError, busy, send } = useSubmitOnce();
  const id = useId();
  const count = feedbackCount(draft.content);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy()) return;
    const found = {
      type: draft.type === '' ? '请选择反馈类型' : null,
      content: validateFeedbackContent(draft.content),
      contact: validateFeedbackContact(draft.contact),
    };
    setErrors(found);
    setFormError(null);
    if (draft.type === '' || found.content || found.contact) return;
    // Read here, where the check above has ruled out '' for the type.
    const type = draft.type;
    await send(async () => {
      const contact = draft.contact.trim();
      const sent = await client.request('feedbackSubmit', { type, content: draft.content.trim(), ...(contact ? { contact } : {}) });
      onSent(sent);
    });
  };

  return (
    <form className="feedback-form" onSubmit={(e) => void submit(e)} noValidate aria-label="提交反馈">
      <fieldset className="feedback-types" aria-describedby={errors.type ? `${id}-type-error` : undefined}>
        <legend className="site-field__label">
          反馈类型<span className="site-field__required" aria-hidden="true">*</span>
        </legend>
        <div className="money-choices">
          {FEEDBACK_TYPE_OPTIONS.map((option) => (
            <label key={option.value} className="feedback-type">
              <input
                type="radio"
                name={`${id}-type`}
                value={option.value}
                checked={draft.type === option.value}
                onChange={() => onDraft({ ...draft, type: option.value })}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errors.type ? (
          <p className="site-field__error" id={`${id}-type-error`} role="alert">
            {errors.type}
          </p>
        ) : null}
      </fieldset>

      <div className={errors.content ? 'site-field has-error' : 'site-field'}>
        <label htmlFor={`${id}-content`} className="site-field__label">
          反馈内容<span className="site-field__required" aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${id}-content`}
          className="feedback-text"
          rows={6}
          value={draft.content}
          placeholder="请详细描述您遇到的问题或建议，如涉及订单请附上订单号，以便我们更快处理"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${id}-count${errors.content ? ` ${id}-content-error` : ''}`}
          onChange={(e) => onDraft({ ...draft, content: e.target.value })}
        />
        <p className={count.over ? 'feedback-count is-over' : 'feedback-count'} id={`${id}-count`} data-testid="feedback-count" aria-live="polite">
          {count.width}/{count.max}
          <span className="site-visually-hidden">（一个汉字算2个字符）</span>
        </p>
        {errors.content ? (
          <p className="site-field__error" id={`${id}-content-error`} role="alert">
            {errors.content}
          </p>
        ) : null}
      </div>

      <Input
        label="联系方式（选填）"
        value={draft.contact}
        onValueChange={(contact) => onDraft({ ...draft, contact })}
        placeholder="手机号或微信号，方便客服联系您"
        error={errors.contact}
        maxLength={60}
      />

      <SubmitRow error={formError} errorClassName="money-alert" loading={sending} size="large">
        提交反馈
      </SubmitRow>
    </form>
  );
}
