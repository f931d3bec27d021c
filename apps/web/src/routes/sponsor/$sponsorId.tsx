import { createFileRoute } from '@tanstack/react-router';
import { sponsorSearch } from '../../app/search';
import { SponsorPage } from '../../features/sponsor/SponsorPage';

export const Route = createFileRoute('/sponsor/$sponsorId')({
  validateSearch: sponsorSearch,
  component: function Sponsor() {
    return <SponsorPage story={Route.useSearch().story} />;
  },
});
