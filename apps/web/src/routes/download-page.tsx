import { createFileRoute } from '@tanstack/react-router';
import { DownloadPage } from '../features/download/DownloadPage';

export const Route = createFileRoute('/download-page')({
  component: () => <DownloadPage fromRedirect />,
});
