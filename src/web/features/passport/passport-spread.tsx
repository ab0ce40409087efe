import { BusinessNotesPage } from './book-business-notes';
import { BusinessProfilePage } from './book-business-profile';
import { HolderInfoPage } from './book-holder-info';
import { HolderStatsPage } from './book-holder-stats';
import { OpenBook } from './open-book';
import { PassportCover } from './passport-cover';
import type { PassportView } from './passport-pages';
import type { PassportData } from './passport-queries';

interface PassportSpreadProps {
  view: PassportView;
  passport: PassportData;
  userId: string;
  onMotionChange: (moving: boolean) => void;
}

/** What one turn of the book shows: the cover, or one page or two facing pages. */
export function PassportSpread({ view, passport, userId, onMotionChange }: PassportSpreadProps) {
  if (view.kind === 'cover') return <PassportCover holder={passport.holder} />;
  if (view.kind === 'info') return <OpenBook first={<HolderInfoPage passport={passport} />} />;
  if (view.kind === 'stats') return <OpenBook first={<HolderStatsPage passport={passport} />} />;
  if (view.kind === 'info-and-stats') {
    return <OpenBook first={<HolderInfoPage passport={passport} />} second={<HolderStatsPage passport={passport} />} />;
  }
  const business = passport.businesses[view.business];
  if (!business) return null;
  const profile = <BusinessProfilePage userId={userId} business={business} onMotionChange={onMotionChange} />;
  const notes = <BusinessNotesPage userId={userId} business={business} />;
  if (view.kind === 'profile') return <OpenBook first={profile} />;
  if (view.kind === 'notes') return <OpenBook first={notes} />;
  return <OpenBook first={profile} second={notes} />;
}
