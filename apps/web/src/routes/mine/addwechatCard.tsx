import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/addwechatCard')({
  component: () => <PageFrame title="添加微信账户" />,
});
