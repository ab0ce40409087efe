import { Outlet } from 'react-router';
import { HydratedApart } from '../lib/hydrated-apart';
import { Footer } from './footer';
import { HalalStandardSync } from './halal-standard-sync';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { OfflineBanner } from './offline-banner';
import { PendingPassportWrites } from './pending-passport-writes';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <NavigationProgress />
      <SkipLink />
      <OfflineBanner />
      <PendingPassportWrites />
      <HalalStandardSync />
      <Header />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <HydratedApart>
        <Footer />
      </HydratedApart>
    </div>
  );
}
