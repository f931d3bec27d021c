import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../components/PageFrame';

export const Route = createFileRoute('/mine/userInfo/authentication/')({
  component: () => <PageFrame title="实名认证" />,
});
