import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

interface AdminItemCardProps {
  /** The heading, which names the card for screen readers. */
  title: ReactNode;
  /** The lines under the title: who, when. */
  details: ReactNode;
  /** A badge beside the title (status, reason). */
  badge?: ReactNode;
  children: ReactNode;
}

/** One item of an admin queue (a dispute, a report, a message, an owner's change): its header, then the rest. */
export function AdminItemCard({ title, details, badge, children }: AdminItemCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="text-lg font-semibold break-words text-ink">
            {title}
          </h3>
          {details}
        </div>
        {badge}
      </div>
      {children}
    </article>
  );
}

/** The business an item is about, linked to its page. */
export function BusinessTitleLink({ business }: { business: { slug: string; name: string } }) {
  return (
    <Link to={`/r/${business.slug}`} className="underline-offset-4 hover:underline">
      {business.name}
    </Link>
  );
}
