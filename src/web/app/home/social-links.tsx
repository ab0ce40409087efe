import { FacebookIcon, InstagramIcon } from '../../components/ui/brand-icons';
import { cn } from '../../components/ui/class-names';

// The product's own accounts are not named in the spec; these point at the networks until they are.
const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
] as const;

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn('flex gap-3', className)}>
      {SOCIAL_LINKS.map(({ label, href, Icon }) => (
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
