import { MoonStar } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../lib/product';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg font-bold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <span className="flex size-9 items-center justify-center rounded-full bg-brand text-white">
        <MoonStar aria-hidden="true" className="size-5" />
      </span>
      <span className="text-base leading-tight sm:text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
