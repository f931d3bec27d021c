import type { ApiReply } from '@site/api-contract';
import { Input } from '@site/ui';
import {
  CHINESE_NAME_MAX_LENGTH,
  normaliseChineseName,
  normaliseIdNumber,
  RESIDENT_ID_LENGTH,
  validateChineseName,
  validateAdultIdNumber,
} from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitRow } from '../../components/SubmitRow';
import { useFields } from '../../components/use-fields';
import { useSubmitOnce } from '../../components/use-submit-once';
import { servicesAtom } from '../../state/services';
import { IDENTITY_TEXT as T } from './identity-text';
import '../../components/money.css';

export type IdentityInfo = ApiReply<'identityInfo'>;

/** Real name and resident ID; the platform's verdict is shown as it says it. */
export function IdentityForm({ onVerified }: { onVerified: (info: IdentityInfo) => void }) {
  const { client } = useAtomValue(servicesAtom);
  const [errors, setErrors] = useState<{
    realName?: string | null;
    idNumber?: string | null;
  }>({});
  // A field's complaint goes as soon as the member edits it.
  const { values, field } = useFields({ realName: '', idNumber: '' }, errors, (name) => setErrors((e) => ({ ...e, [name]: null })));
  const { realName, idNumber } = values;
  const { submitting, failure, setFailure, busy, send } = useSubmitOnce();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy()) return;
    const found = {
      realName: validateChineseName(realName),
      // Issue #22: a minor's ID is refused here already; the platform checks it again.
      idNumber: validateAdultIdNumber(idNumber, Date.now()),
    };
    setErrors(found);
    setFailure(null);
    if (found.realName || found.idNumber) return;
    await send(async () => {
      onVerified(
        await client.request('identityVerify', {
          realName: normaliseChineseName(realName),
          idNumber: normaliseIdNumber(idNumber),
        }),
      );
    });
  };

  return (
    <form className="money-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="money-hint">{T.intro}</p>
      <Input label={T.realName} {...field('realName')} placeholder={T.realNamePlaceholder} autoComplete="name" maxLength={CHINESE_NAME_MAX_LENGTH} />
      <Input label={T.idNumber} {...field('idNumber')} placeholder={T.idNumberPlaceholder} autoComplete="off" maxLength={RESIDENT_ID_LENGTH} />
      <SubmitRow error={failure} errorClassName="money-alert" loading={submitting} disabled={submitting}>
        {submitting ? T.submitting : T.submit}
      </SubmitRow>
    </form>
  );
}
