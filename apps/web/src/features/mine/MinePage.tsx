import { Button } from '@site/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { SiteTabBar } from '../../components/SiteTabBar';
import { balancesResource } from '../../state/balances';
import { unreadMailResource } from '../../state/mail';
import { memberResource } from '../../state/member';
import { servicesAtom } from '../../state/services';
import { useShared } from '../../state/use-shared';
import { vipInfoResource } from '../../state/vip';
import { confirmDialog } from './confirm';
import { memberDetails } from './member-details';
import { MineHeader } from './MineHeader';
import { MineMenu } from './MineMenu';
import { MineWallet } from './MineWallet';
import { MENU } from './mine-menu';
import { ThemeSetting } from './ThemeSetting';
import './mine.css';

/**
 * `/mine`, the member centre: who the member is and their VIP level, the centre wallet with the
 * money actions, every member page grouped, the display theme, and logout. All of it reads shared state (the route's
 * loader starts each read without waiting), so the first view paints at once and each part fills
 * in as its answer lands.
 */
export function MinePage() {
  const services = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const member = useShared(memberResource);
  const vip = useShared(vipInfoResource);
  const balances = useShared(balancesResource);
  const unread = useShared(unreadMailResource);
  const [leaving, setLeaving] = useState(false);

  // One confirm at a time: a double tap on 退出登录 asks once.
  const asking = useRef(false);
  const logout = async () => {
    if (asking.current) return;
    asking.current = true;
    const sure = await confirmDialog(services.dialogs, { title: '退出登录', content: '确定要退出当前账号吗？', ok: '退出登录' }).finally(() => {
      asking.current = false;
    });
    if (!sure) return;
    setLeaving(true);
    await services.logout();
    void navigate({ to: '/', replace: true });
  };

  return (
    <PageFrame title="我的" back={false}>
      <div className="mine">
        <MineHeader member={member} vip={vip} />
        <MineWallet balances={balances} />
        <MineMenu groups={MENU} unread={unread.data?.unread} identityVerified={memberDetails(member.data)?.identityVerified} />
        <ThemeSetting />
        <Button className="mine-logout" block size="large" loading={leaving} onClick={() => void logout()}>
          退出登录
        </Button>
      </div>
      {leaving ? null : <SiteTabBar className="mine-tabbar" activeKey="mine" member />}
    </PageFrame>
  );
}
