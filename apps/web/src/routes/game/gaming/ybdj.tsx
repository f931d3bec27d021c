import { createFileRoute } from '@tanstack/react-router';
import { venueSearch } from '../../../app/search';
import { LaunchRoute } from '../../../features/games/LaunchRoute';

export const Route = createFileRoute('/game/gaming/ybdj')({
  validateSearch: venueSearch,
  component: () => <LaunchRoute venue="YBDJ" />,
});
