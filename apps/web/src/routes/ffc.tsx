import { FlagsScreen } from '../features/flags/flags-screen';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/ffc';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'ffc.title', 'ffc.meta.description'),
  { name: 'robots', content: 'noindex' },
];

/** /ffc (CONF-01): the feature-flag screen for testers. */
export default function FeatureFlagsPage() {
  return <FlagsScreen />;
}
