import { Link, useRouter } from '@tanstack/react-router';
import type { ResponsibleInfo } from '@site/api-contract';
import { errorText } from '@site/api-client';
import { Card } from '@site/ui';
import {
  EXCLUSION_LABELS,
  EXCLUSION_PERIODS,
  REALITY_CHECK_MINUTES,
  TIME_OUT_LABELS,
  TIME_OUT_PERIODS,
  exclusionEndsAt,
  shanghaiDateTime,
  timeOutEndsAt,
} from '@site/validation';
import type { ExclusionPeriod, TimeOutPeriod } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { DataSlot, PageLead, useKeptDeferred } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { servicesAtom } from '../../state/services';
import { BlockCard } from './BlockCard';
import { confirmTwice } from './confirm-twice';
import { LimitsCard } from './LimitsCard';
import { RESPONSIBLE_TEXT as T } from './messages';
import { restartRealityCheck } from './reality-check';
import '../../components/money.css';
import './responsible.css';

/** The least height of the tools' box: the limits (none set), the reality check, the time-out and the self-exclusion on a phone. */
const TOOLS_HEIGHT = 1090;

interface ResponsiblePageProps {
  /** The member's settings, started by the route's loader and not waited for. */
  info: Promise<ResponsibleInfo>;
  /** Reads the settings again after a change; resolves once the new ones have come. */
  reload: () => Promise<void>;
}

/**
 * /mine/responsible (issue #22): deposit limits, reality check, time-out and self-exclusion; every
 * change goes to the platform, which enforces it. Its first view (issue #36, drawn into the HTML by
 * the build) is the heading block and the tools' box, which the member's settings fill; after a
 * change the settings shown stay until the new ones come.
 */
export function ResponsiblePage({ info: asked, reload }: ResponsiblePageProps) {
  const info = useKeptDeferred(asked);
  const services = useAtomValue(servicesAtom);
  const { client, dialogs } = services;
  const router = useRouter();
  const [realityError, setRealityError] = useState<string | null>(null);
  const [realityBusy, setRealityBusy] = useState(false);

  const saveLimit = async (period: ResponsibleInfo['limits'][number]['period'], limit: number | null) => {
    const reply = await client.request('depositLimitSet', { period, limit });
    await reload();
    return reply.limits.find((l) => l.period === period)?.pending ? T.savedPending : T.savedNow;
  };

  const setReality = async (minutes: (typeof REALITY_CHECK_MINUTES)[number]) => {
    if (realityBusy) return;
    setRealityBusy(true);
    setRealityError(null);
    try {
      await client.request('realityCheckSet', { minutes });
      restartRealityCheck();
      await reload();
    } catch (error) {
      setRealityError(errorText(error));
    } finally {
      setRealityBusy(false);
    }
  };

  /** Both blocks log the member out: leave for home and say until when. */
  const block = async (take: { kind: 'timeOut'; period: TimeOutPeriod } | { kind: 'exclusion'; period: ExclusionPeriod }) => {
    const now = Date.now();
    const [first, second] =
      take.kind === 'timeOut'
        ? [
            T.timeOutConfirm(TIME_OUT_LABELS[take.period]),
            T.timeOutConfirmAgain(TIME_OUT_LABELS[take.period], shanghaiDateTime(timeOutEndsAt(take.period, now))),
          ]
        : [
            T.exclusionConfirm(EXCLUSION_LABELS[take.period]),
            T.exclusionConfirmAgain(EXCLUSION_LABELS[take.period], shanghaiDateTime(exclusionEndsAt(take.period, now))),
          ];
    if (!(await confirmTwice(dialogs, first, second))) return;
    try {
      const reply =
        take.kind === 'timeOut' ? await client.request('timeOutTake', { period: take.period }) : await client.request('selfExclude', { period: take.period });
      const end = shanghaiDateTime(reply.until);
      await services.logout();
      await router.navigate({ to: '/', replace: true });
      dialogs.open({
        kind: 'alert',
        title: T.blockedTitle,
        content: take.kind === 'timeOut' ? T.timeOutDone(end) : T.exclusionDone(end),
        buttons: [{ text: T.ok, variant: 'primary' }],
      });
    } catch (error) {
      dialogs.open({
        kind: 'alert',
        content: errorText(error),
        buttons: [{ text: T.ok, variant: 'primary' }],
      });
    }
  };

  return (
    <PageFrame title={T.title}>
      <div className="stack money-page resp-page">
        <PageLead className="resp-lead" title={T.leadTitle} text={T.lead}>
          <p className="page-lead__text resp-lead__more">
            <span className="resp-lead__adult">18+</span>
            <span>{T.adult}</span>
            <Link to="/help/$topic" params={{ topic: 'bczr' }}>
              {T.helpLink}
            </Link>
          </p>
        </PageLead>
        <DataSlot className="stack" loading={info === undefined} minHeight={TOOLS_HEIGHT} rows={10}>
          {info === undefined ? null : (
            <>
              <LimitsCard limits={info.limits} onSave={saveLimit} />
              <Card title={T.realityTitle}>
                <p className="money-hint">{T.realityHint}</p>
                <ChoiceGroup
                  label={T.realityTitle}
                  className="resp-reality"
                  options={REALITY_CHECK_MINUTES}
                  value={info.realityCheckMinutes}
                  onChange={(m) => void setReality(m)}
                  optionLabel={(m) => (m === 0 ? T.realityOff : T.realityEvery(m))}
                  disabled={realityBusy}
                />
                {realityError ? (
                  <p className="money-alert" role="alert">
                    {realityError}
                  </p>
                ) : null}
              </Card>
              <BlockCard
                title={T.timeOutTitle}
                hint={T.timeOutHint}
                periods={TIME_OUT_PERIODS}
                labels={TIME_OUT_LABELS}
                button={T.timeOutButton}
                testId="time-out"
                onTake={(period) => block({ kind: 'timeOut', period })}
              />
              <BlockCard
                title={T.exclusionTitle}
                hint={T.exclusionHint}
                periods={EXCLUSION_PERIODS}
                labels={EXCLUSION_LABELS}
                button={T.exclusionButton}
                danger
                testId="self-exclusion"
                onTake={(period) => block({ kind: 'exclusion', period })}
              />
            </>
          )}
        </DataSlot>
      </div>
    </PageFrame>
  );
}
