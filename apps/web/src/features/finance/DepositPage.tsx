import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import type { DepositChannel, DepositOrder } from '@site/api-contract';
import { showSafetyTip } from '@site/dialogs';
import { AmountInput, Card, Empty, Input } from '@site/ui';
import {
  amountToSend,
  coinsFor,
  DEPOSITOR_NAME_MAX_LENGTH,
  depositMethodsOf,
  depositorNameFor,
  formatNumber,
  pickDepositChannel,
  validateDepositAmount,
} from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { servicesAtom } from '../../state/services';
import { DEPOSIT_METHOD_NAMES } from './deposit-methods';
import type { DepositMethod } from './deposit-methods';
import { DepositLead } from './DepositLead';
import { DepositOrderView } from './DepositOrderView';
import { FINANCE_TEXT as T } from './messages';
import { MoneySubmitButton } from './MoneySubmitButton';
import { useMoneySubmit } from '../../components/use-money-submit';
import { useMoneyConfirm } from './MoneyConfirm';
import '../../components/money.css';

/** /mine/finance/deposit: channel, amount within the channel's limits, a confirm step, order and where to pay. */
/** `channels` come from the route's loader; `notice` is a line above the form (the deposit-limit room). */
export function DepositPage({ channels, notice }: { channels: readonly DepositChannel[]; notice?: ReactNode }) {
  const { client, dialogs } = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const router = useRouter();
  const deposit = useMoneySubmit();
  const confirm = useMoneyConfirm();
  const [method, setMethod] = useState<DepositMethod | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [depositor, setDepositor] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [payeeVisible, setPayeeVisible] = useState(false);

  // SPEC §2: the safety tip comes before any card number is shown.
  const revealPayee = () => {
    void showSafetyTip(dialogs).closed.then(() => setPayeeVisible(true));
  };

  if (order) {
    return (
      <PageFrame title="存款">
        <DepositOrderView
          order={order}
          payeeVisible={payeeVisible}
          onShowPayee={revealPayee}
          onBack={() => void navigate({ to: '/mine/finance/wallet' })}
          onNewDeposit={() => {
            setOrder(null);
            setPayeeVisible(false);
            setAmount('');
            // The deposit-limit line (and anything else the loader read) counts this order now.
            void router.invalidate();
          }}
        />
      </PageFrame>
    );
  }

  const submit = async (channel: DepositChannel) => {
    const problem = validateDepositAmount(amount, channel);
    setFieldError(problem);
    // The number sent is the field's own (null only for what the check above refused).
    const value = amountToSend(amount);
    if (problem || value === null) return;
    const coins = channel.method === 'USDT' ? coinsFor(amount, channel.rate) : null;
    const confirmed = await confirm({
      title: T.confirmDepositTitle,
      amount,
      from: { label: T.depositFrom, value: `${DEPOSIT_METHOD_NAMES[channel.method]} · ${channel.name}` },
      to: { label: T.depositTo, value: T.centerWallet },
      ...(coins ? { note: T.coinAmount(coins) } : {}),
    });
    if (!confirmed) return;
    const depositorName = depositorNameFor(channel.method, depositor);
    const body = {
      channelId: channel.id,
      amount: value,
      ...(depositorName ? { depositorName } : {}),
    };
    const result = await deposit.submit(JSON.stringify(body), (idempotencyKey) =>
      client.request('depositCreate', body, { idempotencyKey }),
    );
    if (result.ok) {
      setOrder(result.reply);
      setPayeeVisible(false);
      revealPayee();
    }
  };

  const view = (list: readonly DepositChannel[]) => {
      const { method: m, inMethod, channel } = pickDepositChannel(list, { method, channelId });
      if (!channel || !m) return <Empty description={T.noChannels} />;
      const coins = channel.method === 'USDT' ? coinsFor(amount, channel.rate) : null;
      return (
        <form
          className="stack money-page"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(channel);
          }}
        >
          {notice}
          <Card title={T.channelLabel}>
            <div className="money-choices" role="radiogroup" aria-label={T.channelLabel}>
              {depositMethodsOf(list).map((key) => (
                <button
                  key={key}
                  type="button"
                  role="radio"
                  aria-checked={key === m}
                  className="money-choice"
                  onClick={() => {
                    setMethod(key);
                    setChannelId(null);
                    setFieldError(null);
                    deposit.clearError();
                  }}
                >
                  {DEPOSIT_METHOD_NAMES[key]}
                </button>
              ))}
            </div>
            {inMethod.length > 1 ? (
              <div className="money-choices" role="radiogroup" aria-label={T.channelPick} style={{ marginTop: 8 }}>
                {inMethod.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    role="radio"
                    aria-checked={c.id === channel.id}
                    className="money-choice"
                    onClick={() => setChannelId(c.id)}
                  >
                    {c.name}
                  </button>
                ))}
              </div>
            ) : null}
            {channel.tip ? (
              <p className="money-hint" style={{ marginTop: 8 }}>
                {channel.tip}
              </p>
            ) : null}
          </Card>
          <Card>
            <div className="money-form">
              <AmountInput
                label={T.amountLabel}
                value={amount}
                onValueChange={(value) => {
                  setAmount(value);
                  setFieldError(null);
                }}
                placeholder={T.amountPlaceholder(formatNumber(channel.minAmount), formatNumber(channel.maxAmount))}
                presets={channel.fixedAmounts}
                error={fieldError}
                hint={coins ? T.coinAmount(coins) : channel.rate ? T.coinRate(String(channel.rate)) : undefined}
              />
              {channel.method === 'BANK' ? (
                <Input
                  label={T.depositorName}
                  value={depositor}
                  onValueChange={setDepositor}
                  placeholder={T.depositorNamePlaceholder}
                  maxLength={DEPOSITOR_NAME_MAX_LENGTH}
                />
              ) : null}
              <MoneySubmitButton state={deposit} label={T.submitDeposit} onRetry={() => void submit(channel)} />
            </div>
          </Card>
          <p className="money-links">
            <Link to="/mine/finance/introTutorial">{T.tutorial}</Link>
            <Link to="/mine/finance/introTutorial/platformTutorials">{T.platformTutorial}</Link>
          </p>
        </form>
      );
  };

  return (
    <PageFrame title="存款">
      <DepositLead />
      {view(channels)}
    </PageFrame>
  );
}
