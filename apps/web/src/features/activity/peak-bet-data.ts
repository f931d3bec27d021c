import type { ApiReply } from '@site/api-contract';
import type { Services } from '../../app/services';
import { activityOfKind } from './kind-activity';
import type { ActivityDetailReply } from './kind-activity';
import { deviceClock } from './server-clock';

export interface PeakBetData {
  activity: Promise<ActivityDetailReply | null>;
  /** Public board; `mine` is filled when a member is logged in. */
  board: ApiReply<'peakBetBoard'>;
  /** The device's time when the board arrived: with `board.serverTime`, the platform's clock. */
  receivedAt: number;
}

export async function loadPeakBet(services: Services): Promise<PeakBetData> {
  const activity = activityOfKind(services, 'friendPeakBet');
  const board = await services.client.request('peakBetBoard');
  return { activity, board, receivedAt: deviceClock.now() };
}
