import { Link } from '@tanstack/react-router';
import type { ResponsibleInfo } from '@site/api-contract';
import { useDeferred } from '../../components/use-deferred';
import { depositRoomText } from './deposit-room-text';

/**
 * The deposit page's line about the member's own deposit limit (issue #22): the room left of the
 * tightest limit, with a link to change it. Nothing without a limit, while loading or on failure
 * (the platform still refuses an over-limit deposit with its own message).
 */
export function DepositRoom({ info }: { info: Promise<ResponsibleInfo> }) {
  const state = useDeferred(info);
  if (state.status !== 'ready') return null;
  const text = depositRoomText(state.data.limits);
  if (text === null) return null;
  return (
    <p className="money-notice" data-testid="deposit-room">
      {text}
      <Link to="/mine/responsible">调整限额</Link>
    </p>
  );
}
