import { createFileRoute } from '@tanstack/react-router';
import { venueSearch } from '../../../app/search';
import { LaunchRoute } from '../../../features/games/LaunchRoute';

export const Route = createFileRoute('/game/sport/V188')({
  validateSearch: venueSearch,
  component: () => <LaunchRoute venue="V188" />,
});
