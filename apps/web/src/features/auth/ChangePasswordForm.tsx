import { errorText } from '@site/api-client';
import { PasswordInput } from '@site/ui';
import { validateRequired } from '@site/validation';
import { useAtomValue } from 'jotai';
import type { FormEvent } from 'react';
import { SubmitRow } from '../../components/SubmitRow';
import { useFields } from '../../components/use-fields';
import { servicesAtom } from '../../state/services';
import { newPasswordErrors } from './new-password';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthForm } from './use-auth-form';

/** A signed-in member changes their password (other sessions then answer 10105). */
export function ChangePasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const { client } = useAtomValue(servicesAtom);
  const form = useAuthForm<'oldPassword' | 'password' | 'confirm'>();
  const { values, field } = useFields({ oldPassword: '', password: '', confirm: '' }, form.errors);
  const { oldPassword, password, confirm } = values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const found = {
      oldPassword: validateRequired(oldPassword, '原密码'),
      ...newPasswordErrors(password, confirm, oldPassword),
    };
    if (!form.accept(found)) return;
    await form.send(async () => {
      await client.request('passwordChange', { oldPassword, newPassword: password });
      onDone('密码修改成功');
    }, errorText);
  };

  return (
    <form className="auth__form" onSubmit={(e) => void submit(e)} noValidate aria-label="修改密码表单">
      <PasswordInput label="原密码" placeholder="请输入原密码" {...field('oldPassword')} required />
      <NewPasswordFields kind="renew" field={field} />
      <SubmitRow error={form.formError} errorClassName="auth__error" loading={form.submitting} size="large">
        确认修改
      </SubmitRow>
    </form>
  );
}
