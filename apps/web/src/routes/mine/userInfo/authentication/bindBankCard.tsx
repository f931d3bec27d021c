import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../components/PageFrame';

export const Route = createFileRoute('/mine/userInfo/authentication/bindBankCard')({
  component: () => <PageFrame title="认证绑定银行卡" />,
});
