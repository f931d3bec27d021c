import type { Card, CardBindRequest, CardKind } from '@site/api-contract';
import { Button, Input, Select } from '@site/ui';
import { maskCardNumber, normaliseFieldText, validateRealName } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { servicesAtom } from '../../state/services';
import { errorText } from '../finance/error-text';
import { useRemote } from '../finance/use-remote';
import {
  bankCardValue,
  CARD_KIND_INFO,
  CARD_TEXT as T,
  COIN_PROTOCOL_NAMES,
  validateBankCard,
  validateCoinAddress,
  validatePayAccount,
} from './card-kinds';
import type { CoinProtocol } from './card-kinds';
import '../finance/money.css';

interface CardFormProps {
  kind: Exclude<CardKind, 'SHARELIFE'>;
  /** The verified name as the platform shows it (masked), for the holder hint. */
  verifiedName: string;
  onBound: (card: Card) => void;
}

type Errors = Partial<Record<'bank' | 'holder' | 'account', string>>;

/** Binds one receiving account of `kind`; the holder must match the verified name. */
export function CardForm({ kind, verifiedName, onBound }: CardFormProps) {
  const { client } = useAtomValue(servicesAtom);
  const info = CARD_KIND_INFO[kind];
  const banks = useRemote(() => (kind === 'BANK' ? client.request('bankList') : Promise.resolve([])));
  const [bankCode, setBankCode] = useState('');
  const [holder, setHolder] = useState('');
  const [account, setAccount] = useState('');
  const [branch, setBranch] = useState('');
  const [protocol, setProtocol] = useState<CoinProtocol>('TRC20');
  const [alias, setAlias] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const check = (): { errors: Errors; body: CardBindRequest | null } => {
    const e: Errors = {};
    const name = normaliseFieldText(holder);
    if (kind !== 'VIRTUAL') {
      const holderError = validateRealName(name);
      if (holderError) e.holder = holderError;
    }
    if (kind === 'BANK') {
      if (!bankCode) e.bank = T.bankRequired;
      const cardError = validateBankCard(account);
      if (cardError) e.account = cardError;
    } else if (kind === 'VIRTUAL') {
      const addressError = validateCoinAddress(account, protocol);
      if (addressError) e.account = addressError;
    } else {
      const accountError = validatePayAccount(account);
      if (accountError) e.account = accountError;
    }
    if (Object.keys(e).length > 0) return { errors: e, body: null };
    if (kind === 'BANK') {
      const b = branch.trim();
      return {
        errors: e,
        body: {
          kind,
          bankCode,
          holder: name,
          account: bankCardValue(account),
          ...(b ? { branch: b } : {}),
        },
      };
    }
    if (kind === 'VIRTUAL') {
      const a = alias.trim();
      return {
        errors: e,
        body: {
          kind,
          protocol,
          account: account.trim(),
          ...(a ? { alias: a } : {}),
        },
      };
    }
    return { errors: e, body: { kind, holder: name, account: account.trim() } };
  };

  const submit = async () => {
    if (inFlight.current) return;
    const { errors: found, body } = check();
    setErrors(found);
    setFailure(null);
    if (!body) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      onBound(await client.request('cardBind', body));
      setAccount('');
      setAlias('');
      setBranch('');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const edit = (field: keyof Errors | null, set: (v: string) => void) => (value: string) => {
    set(value);
    setFailure(null);
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const cardPreview = kind === 'BANK' && bankCardValue(account).length >= 12 ? T.preview(maskCardNumber(account)) : undefined;

  return (
    <form
      className="money-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {kind === 'BANK' ? (
        <Select
          label={T.bank}
          value={bankCode}
          onValueChange={edit('bank', setBankCode)}
          placeholder={banks.status === 'loading' ? '加载中…' : T.bankPlaceholder}
          options={(banks.data ?? []).map((b) => ({
            value: b.code,
            label: b.name,
          }))}
          error={errors.bank ?? (banks.status === 'error' ? banks.error : undefined)}
        />
      ) : null}
      {kind === 'VIRTUAL' ? (
        <div className="money-choices" role="radiogroup" aria-label={T.protocol}>
          {(Object.keys(COIN_PROTOCOL_NAMES) as CoinProtocol[]).map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={p === protocol}
              className="money-choice"
              onClick={() => {
                setProtocol(p);
                setErrors((e) => ({ ...e, account: undefined }));
              }}
            >
              USDT-{COIN_PROTOCOL_NAMES[p]}
            </button>
          ))}
        </div>
      ) : (
        <Input
          label={T.holder}
          value={holder}
          onValueChange={edit('holder', setHolder)}
          placeholder={T.holderPlaceholder}
          hint={verifiedName ? T.holderHint(verifiedName) : undefined}
          error={errors.holder}
          autoComplete="name"
          maxLength={20}
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
        maxLength={kind === 'BANK' ? 23 : 64}
      />
      {kind === 'BANK' ? (
        <Input label={T.branch} value={branch} onValueChange={edit(null, setBranch)} placeholder={T.branchPlaceholder} maxLength={50} />
      ) : null}
      {kind === 'VIRTUAL' ? (
        <Input label={T.alias} value={alias} onValueChange={edit(null, setAlias)} placeholder={T.aliasPlaceholder} maxLength={20} />
      ) : null}
      {failure ? (
        <p className="money-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block loading={submitting} disabled={submitting}>
        {submitting ? T.submitting : T.submit}
      </Button>
    </form>
  );
}
