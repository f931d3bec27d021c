import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/wechatAcount')({
  component: () => <PageFrame title="微信账户" />,
});
