import type { ResponsibleSession } from '@site/api-contract';
import { errorText } from '@site/api-client';
import type { ClockPort, TimerHandle } from '@site/ports';
import { globalClock } from '@site/ports';
import { MoneyText } from '@site/ui';
import { nextRealityCheckAt, sessionDurationText } from '@site/validation';
import { useEffect, useState } from 'react';
import type { Services } from '../../app/services';
import { REALITY_TEXT as T } from './messages';
import './reality-check.css';

/**
 * The reality check (issue #22, UKGC RTS 13): while a member is logged in, a dialog at every whole
 * interval from the session's start (the platform's login time, so a reload keeps the rhythm)
 * shows how long the session has run and its money since login. Loaded lazily by the shell after
 * first paint, only for members; stops on logout.
 */

export interface RealityCheckPorts {
  services: Pick<Services, 'client' | 'session' | 'dialogs' | 'logout' | 'onLogout'>;
  navigate: (to: string) => void;
  clock?: ClockPort;
}

interface Running {
  token: string;
  stop(): void;
}

let running: Running | null = null;
let lastPorts: RealityCheckPorts | null = null;

/** Starts the check for the member signed in now, unless it already runs for that login. */
export function ensureRealityCheck(ports: RealityCheckPorts): void {
  lastPorts = ports;
  const token = ports.services.session.getToken();
  if (!token) return stopRealityCheck();
  if (running?.token === token) return;
  stopRealityCheck();
  running = start(ports, token);
}

/** The interval changed on /mine/responsible: read it again and reschedule. */
export function restartRealityCheck(): void {
  stopRealityCheck();
  if (lastPorts) ensureRealityCheck(lastPorts);
}

export function stopRealityCheck(): void {
  running?.stop();
  running = null;
}

function start({ services, navigate, clock = globalClock }: RealityCheckPorts, token: string): Running {
  let timer: TimerHandle | null = null;
  let stopped = false;
  let closeDialog: (() => void) | null = null;
  const offLogout = services.onLogout(() => stopRealityCheck());
  const stop = () => {
    stopped = true;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    closeDialog?.();
    offLogout();
  };
  const stillMember = () => !stopped && services.session.getToken() === token;

  void services.client.request('responsibleInfo').then(
    (info) => {
      if (!stillMember() || info.realityCheckMinutes === 0) return;
      // The platform's clock says when the session began; the page's clock runs the timer.
      const offset = info.serverTime - clock.now();
      const serverNow = () => clock.now() + offset;
      const schedule = () => {
        const due = nextRealityCheckAt(info.sessionStartedAt, info.realityCheckMinutes, serverNow());
        if (due === null || !stillMember()) return;
        timer = clock.setTimeout(() => {
          timer = null;
          if (!stillMember()) return stopRealityCheck();
          const handle = services.dialogs.open({
            kind: 'info',
            title: T.title,
            content: <RealityCheckBody client={services.client} durationMs={serverNow() - info.sessionStartedAt} />,
            closable: false,
            maskClosable: false,
            buttons: [
              { text: T.logout, onClick: () => void services.logout().then(() => navigate('/')) },
              { text: T.records, onClick: () => navigate('/mine/record/transRecord') },
              { text: T.continue, variant: 'primary' },
            ],
          });
          closeDialog = handle.close;
          // The next check counts from when this one is answered: never two at once.
          void handle.closed.then(() => {
            closeDialog = null;
            schedule();
          });
        }, Math.max(0, due - serverNow()));
      };
      schedule();
    },
    // No settings, no check: the member's page shows the failure where it matters.
    () => undefined,
  );
  return { token, stop };
}

function RealityCheckBody({ client, durationMs }: { client: Services['client']; durationMs: number }) {
  const [summary, setSummary] = useState<ResponsibleSession | string | null>(null);
  useEffect(() => {
    let live = true;
    client.request('responsibleSession').then(
      (s) => live && setSummary(s),
      (e: unknown) => live && setSummary(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [client]);
  const duration = sessionDurationText(durationMs);
  return (
    <div className="reality-check">
      <p className="reality-check__lead">{T.lead(duration)}</p>
      <p className="reality-check__duration">
        <span>{T.duration}</span>
        <strong data-testid="reality-duration">{duration}</strong>
      </p>
      {summary === null ? <p className="reality-check__note">{T.loading}</p> : null}
      {typeof summary === 'string' ? <p className="reality-check__note">{T.failed}：{summary}</p> : null}
      {summary !== null && typeof summary !== 'string' ? (
        <dl className="reality-check__rows">
          <Row label={T.deposits} value={summary.deposits} />
          <Row label={T.withdrawals} value={summary.withdrawals} />
          <Row label={T.bets} value={summary.bets} />
          <Row label={T.payouts} value={summary.payouts} />
          <Row label={T.net} value={summary.net} signed testId="reality-net" />
        </dl>
      ) : null}
    </div>
  );
}

function Row({ label, value, signed = false, testId }: { label: string; value: number; signed?: boolean; testId?: string }) {
  return (
    <div className="reality-check__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <MoneyText value={value} {...(signed ? { signed: true } : {})} />
      </dd>
    </div>
  );
}
