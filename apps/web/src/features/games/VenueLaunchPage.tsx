import { venueDisplayName } from '@site/api-contract';
import type { VenueCode } from '@site/api-contract';
import { Button, Result, Spinner } from '@site/ui';
import { PageLead } from '../../components/FirstView';
import { TRANSFER_PATH } from './constants';
import { TransferPrompt } from './TransferPrompt';
import { useVenueLaunch } from './use-venue-launch';
import { VenueFrame } from './VenueFrame';
import { lobbyOfVenue } from '@site/venues';
import type { VenueMessage } from '@site/venues';
import './games.css';

interface VenueLaunchPageProps {
  venue: VenueCode;
  /** The lobby to show (from `?url=` once, or from a launch), if it is this venue's lobby. */
  url: string | undefined;
  /** Holds a new lobby url (undefined: launch again). */
  onUrl: (url: string | undefined) => void;
  go: (path: string) => void;
}

/** A venue launch page: launches the venue, then shows its lobby in a sandboxed frame. */
export function VenueLaunchPage({ venue, url, onUrl, go }: VenueLaunchPageProps) {
  const { view, retry, relaunch } = useVenueLaunch({ venue, url, onUrl });
  const name = venueDisplayName(venue);
  const lobbyPath = lobbyOfVenue(venue)?.path ?? '/';
  const back = (
    <Button variant="default" onClick={() => go(lobbyPath)}>
      返回大厅
    </Button>
  );

  const onMessage = (message: VenueMessage) => {
    if (message.kind === 'relaunch') relaunch(message.code);
    else if (message.kind === 'transfer') go(TRANSFER_PATH);
    else go(lobbyPath);
  };

  switch (view.state) {
    case 'frame':
      // A node of its own (key): React would otherwise reuse the waiting view's div for the lobby,
      // and that div growing to the full page was the launch pages' layout shift (issue #36).
      return (
        <div key="frame" className="games-launch">
          <TransferPrompt venue={venue} venueName={name} onTransfer={() => go(TRANSFER_PATH)} />
          <VenueFrame url={view.url} origin={view.origin} title={`${name}游戏大厅`} onMessage={onMessage} />
        </div>
      );
    case 'refused':
      return (
        <Result
          status="error"
          title="场馆地址无效"
          description="该链接不是平台提供的场馆地址，为保障您的账户安全，已停止加载。"
          actions={
            <>
              <Button variant="primary" onClick={retry}>
                重新进入{name}
              </Button>
              {back}
            </>
          }
        />
      );
    case 'failed':
      return (
        <Result
          status="error"
          title="进入场馆失败"
          description={view.message}
          actions={
            <>
              <Button variant="primary" onClick={retry}>
                重试
              </Button>
              {back}
            </>
          }
        />
      );
    default:
      // The heading block (issue #36) is the same from the HTML through checking and launching: the
      // page's largest paint, drawn at once; only the spinner's words below it change.
      return (
        <div key="waiting" className="games-launch__waiting">
          <PageLead title={name} text="正在为您打开游戏大厅，请稍候" />
          <Spinner label={view.state === 'checking' ? '正在校验场馆地址' : `正在进入${name}`} showLabel size={32} />
        </div>
      );
  }
}
