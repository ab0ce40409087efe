import { FacebookIcon, InstagramIcon } from '../../components/ui/brand-icons';
import { cn } from '../../components/ui/class-names';
import { useSiteSettings } from '../../lib/site-queries';

/**
 * SPEC §2 Home: social links, to the product's own accounts (SOCIAL_INSTAGRAM_URL, SOCIAL_FACEBOOK_URL).
 * An account that is not configured has no link; with none, nothing is shown.
 */
export function SocialLinks({ className }: { className?: string }) {
  const settings = useSiteSettings();
  const social = settings.data?.social;
  const links = [
    { label: 'Instagram', href: social?.instagram, Icon: InstagramIcon },
    { label: 'Facebook', href: social?.facebook, Icon: FacebookIcon },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex gap-3', className)}>
      {links.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
