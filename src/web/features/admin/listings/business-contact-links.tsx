import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType } from 'react';
import { instagramUrl } from '../../../../domain/instagram';
import { mapsSearchUrl } from '../../../../domain/maps';
import { InstagramIcon } from '../../../components/ui/brand-icons';
import { buttonClasses } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import type { AdminBusiness } from '../admin-queries';

interface ContactLink {
  href: string;
  text: string;
  /** Longer than the visible text when that helps a screen reader (it still starts with the text). */
  label: string;
  icon: ComponentType<{ className?: string }>;
  external: boolean;
}

/** The business's own contact details, else those of its primary location. */
function linksOf(business: AdminBusiness): ContactLink[] {
  const primary = business.locations.find((l) => l.isPrimary) ?? business.locations[0];
  const mapUrl = business.mapsUrl || primary?.mapsUrl || mapsSearchUrl(primary ?? business);
  const phone = business.phone || primary?.phone;
  const email = business.email || primary?.email;
  const instagram = instagramUrl(business.instagram);
  const links: (ContactLink | null)[] = [
    business.websiteUrl
      ? { href: business.websiteUrl, text: t('Website'), label: t('Website'), icon: Globe, external: true }
      : null,
    mapUrl ? { href: mapUrl, text: t('Map'), label: t('Map'), icon: MapPin, external: true } : null,
    phone
      ? {
          href: `tel:${phone.replace(/[^\d+]/g, '')}`,
          text: t('Call'),
          label: t('Call {phone}', { phone }),
          icon: Phone,
          external: false,
        }
      : null,
    email
      ? { href: `mailto:${email}`, text: t('Email'), label: t('Email {email}', { email }), icon: Mail, external: false }
      : null,
    instagram
      ? { href: instagram, text: t('Instagram'), label: t('Instagram'), icon: InstagramIcon, external: true }
      : null,
  ];
  return links.filter((link) => link !== null);
}

/** SPEC §2 /admin Pending: website, map, phone, email and Instagram of a submission, to check it. */
export function BusinessContactLinks({ business }: { business: AdminBusiness }) {
  const links = linksOf(business);
  if (links.length === 0) return <p className="text-sm text-muted">{t('No contact details given.')}</p>;
  return (
    <ul aria-label={t('Contact details')} className="flex flex-wrap gap-2">
      {links.map(({ href, text, label, icon: Icon, external }) => (
        <li key={text}>
          <a
            href={href}
            aria-label={label === text ? undefined : label}
            className={buttonClasses('outline', 'sm')}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Icon className="size-4" />
            {text}
          </a>
        </li>
      ))}
    </ul>
  );
}
