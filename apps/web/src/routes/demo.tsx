import { createFileRoute } from '@tanstack/react-router';
import { DemoPage } from '../features/home/DemoPage';

export const Route = createFileRoute('/demo')({
  component: DemoPage,
});
