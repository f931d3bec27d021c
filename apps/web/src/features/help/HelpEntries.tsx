import { Cell, List } from '@site/ui';
import { useSiteNavigate } from './SiteLink';

const ENTRIES = [
  { title: '帮助中心', label: '存取款、优惠、游戏规则，搜索即可找到', href: '/help' },
  { title: '在线客服', label: '7×24 小时为您服务', href: '/customer/main' },
  { title: '下载客户端', label: '安装到手机，随时随地畅玩', href: '/download' },
] as const;

/** The member area's way to help: the help centre, a person, the app. */
export function HelpEntries() {
  const go = useSiteNavigate();
  return (
    <List inset header="帮助与服务">
      {ENTRIES.map((entry) => (
        <Cell key={entry.href} title={entry.title} label={entry.label} href={entry.href} onClick={go(entry.href)} />
      ))}
    </List>
  );
}
