import { createFileRoute } from '@tanstack/react-router';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addwechatCard')({
  component: () => <AddAccountPage kind="WECHAT" title="添加微信账户" />,
});
