import type { ApiReply, ApiRequest } from '@site/api-contract';
import { Button, Input } from '@site/ui';
import { validateBirthday, validateEmail, validateNickname } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { useFields } from '../../components/use-fields';
import { useSubmitOnce } from '../../components/use-submit-once';
import { servicesAtom } from '../../state/services';
import type { MemberDetails } from './member-details';
import { shanghaiDateKey } from '../../components/shanghai-date';

type Field = 'nickName' | 'email' | 'birthday';

interface ProfileFormProps {
  details: MemberDetails;
  /** The platform's reply (the updated member info). */
  onSaved: (reply: ApiReply<'memberUpdate'>) => void;
  onCancel: () => void;
}

/**
 * The editable part of the profile. A field left as it was is not sent; the email is shown masked,
 * so a new one is typed in full (empty keeps the current one); the birthday can be set once
 * (birthday gifts depend on it), after that customer service corrects it. A failed save keeps
 * what the member typed.
 */
export function ProfileForm({ details, onSaved, onCancel }: ProfileFormProps) {
  const { client, session } = useAtomValue(servicesAtom);
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const { values, field } = useFields<Field>({ nickName: details.nickName, email: '', birthday: '' }, errors);
  const { nickName, email, birthday } = values;
  const { submitting: saving, failure: formError, setFailure: setFormError, busy, send } = useSubmitOnce();
  const birthdayLocked = details.birthday !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy()) return;
    const today = shanghaiDateKey(Date.now());
    const found = {
      nickName: validateNickname(nickName),
      email: email.trim() === '' ? null : validateEmail(email),
      birthday: birthdayLocked || birthday === '' ? null : validateBirthday(birthday, today),
    };
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    const body: ApiRequest<'memberUpdate'> = {};
    if (nickName.trim() !== details.nickName) body.nickName = nickName.trim();
    if (email.trim() !== '') body.email = email.trim();
    if (!birthdayLocked && birthday !== '') body.birthday = birthday;
    if (Object.keys(body).length === 0) {
      setFormError('资料没有变化');
      return;
    }
    await send(async () => {
      const reply = await client.request('memberUpdate', body);
      // The session keeps member info per page view: the next read must ask again.
      session.memberInfo.reset();
      onSaved(reply);
    });
  };

  return (
    <form className="profile-form" onSubmit={(e) => void submit(e)} noValidate aria-label="编辑资料">
      <Input label="昵称" {...field('nickName')} hint="2-10个汉字或4-20个字母、数字、下划线" maxLength={20} required />
      <Input
        label="邮箱"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('email')}
        placeholder={details.email ? '输入新邮箱，留空则不修改' : '请输入常用邮箱'}
        hint={details.email ? `当前邮箱：${details.email}` : undefined}
        maxLength={64}
      />
      {birthdayLocked ? (
        <Input label="出生日期" value={details.birthday} onValueChange={() => undefined} disabled hint="出生日期设置后不可修改，如需更正请联系在线客服" />
      ) : (
        <Input label="出生日期" type="date" {...field('birthday')} hint="设置后不可修改，生日当月可领取生日礼金" />
      )}
      <FormAlert message={formError} className="money-alert" />
      <div className="profile-form__actions">
        <Button onClick={onCancel} disabled={saving}>
          取消
        </Button>
        <Button type="submit" variant="primary" loading={saving}>
          保存
        </Button>
      </div>
    </form>
  );
}
