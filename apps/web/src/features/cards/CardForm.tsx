import { COIN_PROTOCOLS } from '@site/api-contract';
import type { Card, CardKind } from '@site/api-contract';
import { Input, Select } from '@site/ui';
import {
  BANK_BRANCH_MAX_LENGTH,
  BANK_CARD_INPUT_MAX_LENGTH,
  CHINESE_NAME_MAX_LENGTH,
  checkAccountForm,
  COIN_ALIAS_MAX_LENGTH,
  COIN_PROTOCOL_NAMES,
  cardNumberPreview,
  maskName,
  PAY_ACCOUNT_MAX_LENGTH,
} from '@site/validation';
import type { AccountFormErrors, CoinProtocol } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { DraftNote, useDraft, useDraftOnOpen } from '../../components/use-draft';
import { SubmitRow } from '../../components/SubmitRow';
import { useSubmitOnce } from '../../components/use-submit-once';
import { servicesAtom } from '../../state/services';
import { banksResource } from '../../state/banks';
import { useShared } from '../../state/use-shared';
import { CARD_KIND_INFO, CARD_TEXT as T } from './card-kinds';
import '../../components/money.css';

interface CardFormProps {
  kind: Exclude<CardKind, 'SHARELIFE'>;
  /** The verified name as the platform sends it, for the holder hint (masked here, issue #41). */
  verifiedName: string;
  onBound: (card: Card) => void;
}

const isProtocol = (value: string | undefined): value is CoinProtocol => COIN_PROTOCOLS.some((p) => p === value);

/**
 * Binds one receiving account of `kind`; the holder must match the verified name. What the member
 * typed is kept as a draft (issue #38 item 3) except the account or card number, which is never
 * stored: after a login or a reload the form comes back with the bank, holder, branch, protocol
 * and alias, and the number to type again.
 */
export function CardForm({ kind, verifiedName, onBound }: CardFormProps) {
  const { client } = useAtomValue(servicesAtom);
  const info = CARD_KIND_INFO[kind];
  const banks = useShared(banksResource, kind === 'BANK');
  const form = `card:${kind}`;
  const opened = useDraftOnOpen(form);
  const [bankCode, setBankCode] = useState(opened?.['bankCode'] ?? '');
  const [holder, setHolder] = useState(opened?.['holder'] ?? '');
  const [account, setAccount] = useState('');
  const [branch, setBranch] = useState(opened?.['branch'] ?? '');
  const [protocol, setProtocol] = useState<CoinProtocol>(() => {
    const stored = opened?.['protocol'];
    return isProtocol(stored) ? stored : 'TRC20';
  });
  const [alias, setAlias] = useState(opened?.['alias'] ?? '');
  const typed = bankCode !== '' || holder !== '' || branch !== '' || alias !== '';
  const draft = useDraft(form, typed ? { bankCode, holder, branch, protocol, alias } : {}, opened);
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const { submitting, failure, setFailure, busy, send } = useSubmitOnce();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy()) return;
    const checked = checkAccountForm({
      kind,
      bankCode,
      holder,
      account,
      branch,
      protocol,
      alias,
    });
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    const body = checked.body;
    await send(async () => {
      onBound(await client.request('cardBind', body));
      draft.clear();
      setAccount('');
      setAlias('');
      setBranch('');
    });
  };

  const edit = (field: keyof AccountFormErrors | null, set: (v: string) => void) => (value: string) => {
    set(value);
    setFailure(null);
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const preview = kind === 'BANK' ? cardNumberPreview(account) : '';
  const cardPreview = preview ? T.preview(preview) : undefined;

  return (
    <form className="money-form" noValidate onSubmit={(e) => void submit(e)}>
      <DraftNote
        draft={draft}
        onClear={() => {
          setBankCode('');
          setHolder('');
          setBranch('');
          setProtocol('TRC20');
          setAlias('');
        }}
      />
      {kind === 'BANK' ? (
        <Select
          label={T.bank}
          value={bankCode}
          onValueChange={edit('bank', setBankCode)}
          placeholder={banks.data === undefined && banks.refreshing ? '加载中…' : T.bankPlaceholder}
          options={(banks.data ?? []).map((b) => ({
            value: b.code,
            label: b.name,
          }))}
          error={errors.bank ?? banks.error ?? undefined}
        />
      ) : null}
      {kind === 'VIRTUAL' ? (
        <ChoiceGroup
          label={T.protocol}
          options={COIN_PROTOCOLS}
          value={protocol}
          onChange={(p) => {
            setProtocol(p);
            setErrors((e) => ({ ...e, account: undefined }));
          }}
          optionLabel={(p) => `USDT-${COIN_PROTOCOL_NAMES[p]}`}
        />
      ) : (
        <Input
          label={T.holder}
          value={holder}
          onValueChange={edit('holder', setHolder)}
          placeholder={T.holderPlaceholder}
          hint={verifiedName ? T.holderHint(maskName(verifiedName)) : undefined}
          error={errors.holder}
          autoComplete="name"
          maxLength={CHINESE_NAME_MAX_LENGTH}
        />
      )}
      <Input
        label={info.accountLabel}
        value={account}
        onValueChange={edit('account', setAccount)}
        placeholder={info.accountPlaceholder}
        error={errors.account}
        hint={cardPreview}
        inputMode={kind === 'BANK' ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={kind === 'BANK' ? BANK_CARD_INPUT_MAX_LENGTH : PAY_ACCOUNT_MAX_LENGTH}
      />
      {kind === 'BANK' ? (
        <Input
          label={T.branch}
          value={branch}
          onValueChange={edit(null, setBranch)}
          placeholder={T.branchPlaceholder}
          maxLength={BANK_BRANCH_MAX_LENGTH}
        />
      ) : null}
      {kind === 'VIRTUAL' ? (
        <Input
          label={T.alias}
          value={alias}
          onValueChange={edit(null, setAlias)}
          placeholder={T.aliasPlaceholder}
          maxLength={COIN_ALIAS_MAX_LENGTH}
        />
      ) : null}
      <SubmitRow error={failure} errorClassName="money-alert" loading={submitting} disabled={submitting}>
        {submitting ? T.submitting : T.submit}
      </SubmitRow>
    </form>
  );
}
