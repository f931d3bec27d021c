import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/addBankCard')({
  component: () => <PageFrame title="添加银行卡" />,
});
