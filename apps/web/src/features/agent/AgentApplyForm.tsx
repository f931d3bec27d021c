import { Button, Card, Input, Select } from '@site/ui';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSubmitOnce } from '../../components/use-submit-once';
import { servicesAtom } from '../../state/services';
import { CHANNELS, EMPTY_AGENT_FORM, PLAN_MAX, checkAgentForm } from './agent-form';
import type { AgentForm, AgentFormErrors, ContactChannel } from './agent-form';

/** The application (`agentApply`): who the applicant is, how to reach them, and how they mean to promote. */
export function AgentApplyForm() {
  const { client, session } = useAtomValue(servicesAtom);
  const router = useRouter();
  const [form, setForm] = useState<AgentForm>(EMPTY_AGENT_FORM);
  const [errors, setErrors] = useState<AgentFormErrors>({});
  const { submitting: sending, failure, setFailure, busy, send } = useSubmitOnce();

  const set = <K extends keyof AgentForm>(key: K, value: AgentForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFailure(null);
  };

  const submit = async () => {
    if (busy()) return;
    const checked = checkAgentForm(form, session.agentVerify());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    await send(async () => {
      await client.request('agentApply', checked.body);
      // The page reads the application's state (审核中) from the platform.
      await router.invalidate();
    });
  };

  return (
    <Card title="申请成为代理">
      <form
        className="agent-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Input label="真实姓名" required autoComplete="name" value={form.realName} onValueChange={(v) => set('realName', v)} error={errors.realName} />
        <Input label="手机号码" required type="tel" inputMode="tel" autoComplete="tel" value={form.phone} onValueChange={(v) => set('phone', v)} error={errors.phone} />
        <Select
          label="联系方式"
          placeholder={null}
          options={CHANNELS}
          value={form.channel}
          onValueChange={(v) => set('channel', v as ContactChannel)}
        />
        <Input label="联系账号" required value={form.contact} onValueChange={(v) => set('contact', v)} error={errors.contact} />
        <div className={errors.plan ? 'site-field has-error' : 'site-field'}>
          <label className="site-field__label" htmlFor="agent-plan">
            推广计划（选填）
          </label>
          <textarea
            id="agent-plan"
            className="agent-form__plan"
            rows={3}
            value={form.plan}
            placeholder="例如：在体育论坛、社群中推荐"
            aria-describedby="agent-plan-hint"
            aria-invalid={errors.plan ? true : undefined}
            onChange={(e) => set('plan', e.target.value)}
          />
          <p id="agent-plan-hint" className={errors.plan ? 'site-field__error' : 'site-field__hint'} role={errors.plan ? 'alert' : undefined}>
            {errors.plan ?? `最多${PLAN_MAX}个字`}
          </p>
        </div>
        {failure ? (
          <p className="agent-form__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" variant="primary" block loading={sending}>
          提交申请
        </Button>
      </form>
    </Card>
  );
}
