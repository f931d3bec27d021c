import { createFileRoute } from '@tanstack/react-router';
import { CustomerMainPage } from '../../features/home/CustomerMainPage';

export const Route = createFileRoute('/customer/main')({
  component: CustomerMainPage,
});
