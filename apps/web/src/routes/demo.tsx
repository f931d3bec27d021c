import { createFileRoute } from '@tanstack/react-router';
import { DemoPage } from '../features/customer/DemoPage';

export const Route = createFileRoute('/demo')({
  component: DemoPage,
});
