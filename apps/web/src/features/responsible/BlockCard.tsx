import { Button, Card } from '@site/ui';
import { useState } from 'react';

interface BlockCardProps<P extends string> {
  title: string;
  hint: string;
  periods: readonly P[];
  labels: Readonly<Record<P, string>>;
  button: string;
  /** Runs the two confirmations and the call; the page is left when it succeeds. */
  onTake: (period: P) => Promise<void>;
  danger?: boolean;
  testId: string;
}

/** A time-out or a self-exclusion: pick a period, then two confirmations (see use-block.ts). */
export function BlockCard<P extends string>({ title, hint, periods, labels, button, onTake, danger = false, testId }: BlockCardProps<P>) {
  const [period, setPeriod] = useState<P | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Card title={title}>
      <section className="resp-block" data-testid={testId}>
        <p className="money-hint">{hint}</p>
        <div className="money-choices" role="radiogroup" aria-label={title}>
          {periods.map((p) => (
            <button key={p} type="button" role="radio" aria-checked={p === period} className="money-choice" onClick={() => setPeriod(p)}>
              {labels[p]}
            </button>
          ))}
        </div>
        <Button
          variant={danger ? 'danger' : 'primary'}
          block
          disabled={period === null || busy}
          loading={busy}
          onClick={() => {
            if (period === null) return;
            setBusy(true);
            void onTake(period).finally(() => setBusy(false));
          }}
        >
          {button}
        </Button>
      </section>
    </Card>
  );
}
