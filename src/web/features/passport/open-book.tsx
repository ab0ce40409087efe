import type { ReactNode } from 'react';
import { cn } from '../../components/ui/class-names';
import { PassportEmblem } from './passport-emblem';

// Cream security paper: fine crossed guilloche lines and a dotted ground, in the cover's green.
const PAPER = {
  backgroundColor: '#fbf6e9',
  backgroundImage: [
    'radial-gradient(rgb(15 61 46 / 0.07) 1px, transparent 1.5px)',
    'repeating-linear-gradient(45deg, rgb(15 61 46 / 0.03) 0 1px, transparent 1px 11px)',
    'repeating-linear-gradient(-45deg, rgb(15 61 46 / 0.03) 0 1px, transparent 1px 11px)',
  ].join(', '),
  backgroundSize: '14px 14px, auto, auto',
};

// The fold between facing pages, shaded on each side. The book opens the way its language reads: right to
// left, the first page sits on the right and the spine is on its left, so the shade changes side.
const FOLD = {
  start:
    'rounded-s-lg shadow-[inset_-22px_0_24px_-20px_rgb(0_0_0_/_0.28)] rtl:shadow-[inset_22px_0_24px_-20px_rgb(0_0_0_/_0.28)]',
  end: 'rounded-e-lg shadow-[inset_22px_0_24px_-20px_rgb(0_0_0_/_0.28)] rtl:shadow-[inset_-22px_0_24px_-20px_rgb(0_0_0_/_0.28)]',
  single:
    'rounded-e-lg rounded-s-sm shadow-[inset_14px_0_18px_-16px_rgb(0_0_0_/_0.3)] rtl:shadow-[inset_-14px_0_18px_-16px_rgb(0_0_0_/_0.3)]',
} as const;

interface BookPageProps {
  side?: keyof typeof FOLD;
  children: ReactNode;
}

/** One cream page of the book, with its printed frame and the faint emblem behind what it holds. */
export function BookPage({ side = 'single', children }: BookPageProps) {
  return (
    <div
      className={cn('relative flex min-h-[35rem] flex-col overflow-hidden p-5 text-ink sm:p-7', FOLD[side])}
      style={PAPER}
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-2 rounded-md border border-[#0f3d2e]/15" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-3 rounded border border-dashed border-[#0f3d2e]/10"
      />
      <PassportEmblem className="pointer-events-none absolute top-1/2 left-1/2 size-64 -translate-1/2 text-[#0f3d2e] opacity-[0.045]" />
      <div className="relative flex flex-1 flex-col">{children}</div>
    </div>
  );
}

/**
 * The open book: the cover's green edge around one page on a phone, or two facing pages on a wider screen.
 * `first` is read first: on the left in English, on the right in Arabic and Urdu.
 */
export function OpenBook({ first, second }: { first: ReactNode; second?: ReactNode }) {
  return (
    <div className="rounded-xl bg-[#0f2d24] p-1.5 ps-2.5 shadow-xl sm:p-2">
      {second === undefined ? (
        <BookPage>{first}</BookPage>
      ) : (
        <div className="grid grid-cols-2">
          <BookPage side="start">{first}</BookPage>
          <BookPage side="end">{second}</BookPage>
        </div>
      )}
    </div>
  );
}
