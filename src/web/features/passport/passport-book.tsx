import { Direction } from 'radix-ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { passportPageCount } from '../../../domain/passport';
import { t } from '../../lib/i18n';
import { FindPlace } from './find-place';
import { MyStamps } from './my-stamps';
import { PageControls } from './page-controls';
import { businessPageIndex, samePageIn, viewAt } from './passport-pages';
import type { PassportData } from './passport-queries';
import { PassportSpread } from './passport-spread';
import { canAnimate, playPageTurn } from './stamp-animation';
import { usePassportLayout, usePrefersReducedMotion } from './use-media-query';
import { usePageTurning } from './use-page-turning';

interface PassportBookProps {
  userId: string;
  passport: PassportData;
}

/**
 * The book: one page (phone) or two facing pages (wider) at a time, turned with Previous / Next, the arrow
 * keys, a swipe, 'Find a place' or 'My stamps'. Only the open pages and the ones either side are drawn, so
 * a book of hundreds of places stays quick; the neighbours wait hidden, ready to turn to.
 */
export function PassportBook({ userId, passport }: PassportBookProps) {
  const layout = usePassportLayout();
  const count = passportPageCount(layout, passport.businesses.length);
  const [opened, setOpened] = useState({ layout, index: 0 });
  // Rotating the phone keeps the book open where it was.
  const index = Math.min(samePageIn(opened.layout, layout, opened.index), count - 1);
  const [locked, setLocked] = useState(false);
  // A place found while a stamp is still moving opens as soon as the stamp is down.
  const [found, setFound] = useState<{ layout: typeof layout; index: number } | null>(null);

  const turnTo = (to: number) => {
    if (!locked) setOpened({ layout, index: Math.min(Math.max(to, 0), count - 1) });
  };
  useEffect(() => {
    if (locked || !found) return;
    setOpened(found);
    setFound(null);
  }, [locked, found]);
  const navigate = useNavigate();
  const openPlace = (business: number) => setFound({ layout, index: businessPageIndex(layout, business) });
  const turning = usePageTurning((step) => turnTo(index + step));
  const onMotionChange = useCallback((moving: boolean) => setLocked(moving), []);
  const openPage = usePageTurnMotion(index);

  // The open page first: the hidden neighbours follow it.
  const drawn = [index, index - 1, index + 1].filter((i) => i >= 0 && i < count);
  return (
    <section aria-label={t('Passport')} className="grid gap-5">
      <div className="mx-auto flex w-full max-w-xl items-end gap-2">
        <FindPlace businesses={passport.businesses} onFind={openPlace} />
        <MyStamps
          userId={userId}
          onOpen={(stamp) => {
            const business = passport.businesses.findIndex((b) => b.id === stamp.business.id);
            // A stamp the book has not caught up with yet (a listing changed since it loaded): its own page.
            if (business < 0) void navigate(`/r/${stamp.business.slug}`);
            else openPlace(business);
          }}
        />
      </div>
      {/* What takes the keyboard stops short of the page controls' bar below, not under it. */}
      <div {...turning} className="touch-pan-y [perspective:1600px] [&_:is(a,button,input,textarea)]:scroll-mb-24">
        {drawn.map((i) => (
          <div key={`${layout}-${i}`} ref={i === index ? openPage : undefined} hidden={i !== index}>
            <PassportSpread
              view={viewAt(layout, i)}
              passport={passport}
              userId={userId}
              onMotionChange={onMotionChange}
            />
          </div>
        ))}
      </div>
      {/*
       * Previous / Next stay in view at any screen height: the bar holds to the bottom of the window while
       * the book runs on below it (a spread is taller than a laptop's window), and rests under the book.
       */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-line/70 bg-stone-50/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-sm">
        <div className="mx-auto w-full max-w-md">
          <PageControls index={index} count={count} locked={locked} onTurn={turnTo} />
        </div>
      </div>
    </section>
  );
}

/**
 * Turns the newly opened page in from the side it comes from (not with reduced motion); a ref for that page.
 * A later page comes from the right in English, from the left in Arabic and Urdu (the book reads their way).
 */
function usePageTurnMotion(index: number) {
  const reduceMotion = usePrefersReducedMotion();
  const rightToLeft = Direction.useDirection() === 'rtl';
  const page = useRef<HTMLDivElement>(null);
  const shown = useRef(index);
  useLayoutEffect(() => {
    const from = shown.current;
    shown.current = index;
    if (from === index || reduceMotion || !canAnimate(page.current)) return;
    const forward = index > from;
    playPageTurn(page.current, forward !== rightToLeft ? 'right' : 'left');
  }, [index, reduceMotion, rightToLeft]);
  return page;
}
