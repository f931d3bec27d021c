import { createFileRoute } from '@tanstack/react-router';
import { CustomerInsteadPage } from '../../features/home/CustomerInsteadPage';

export const Route = createFileRoute('/customer/instead')({
  component: CustomerInsteadPage,
});
