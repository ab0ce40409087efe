import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CERTIFICATE_REMINDER_DAYS,
  type CertificateReminder,
  canManageListing,
  certificateReminderDue,
  cityAndState,
  type Role,
} from '../../../domain';
import { intlLocale, type Locale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import {
  businesses,
  businessLocations,
  certificateReminders,
  halalProfiles,
  ownerEdits,
  profiles,
} from '../../db/schema';
import { translator } from '../../i18n/catalogues';
import { enqueueMail } from '../../mail/outbox';
import { layout, type MailContent } from '../../mail/templates';
import { isListed } from '../listing-rules';
import { directoryToday } from './profiles';

// Issue 16, decision 015: the owner is mailed 30 and 7 days before a certificate expires, each once per
// certificate, however many server copies run the job.

const owner = alias(profiles, 'owner');

/** The furthest reminder: certificates expiring later than this many days from today are not looked at. */
const LOOKAHEAD_DAYS = Math.max(...CERTIFICATE_REMINDER_DAYS);

/**
 * Queues the reminders due today (Indiana's calendar at `now`) for the certificates of listed businesses
 * run by their owner. Each reminder is recorded and queued in one transaction, the record inserted only
 * if no one has inserted it yet, so copies running the job at once mail it once. Each is written in the
 * owner's language. Returns how many it queued.
 */
export async function mailCertificateReminders(db: Db, publicUrl: string, now: Date): Promise<number> {
  const today = directoryToday(now);
  const candidates = await db
    .select({
      profileId: halalProfiles.id,
      expiresOn: halalProfiles.certificateExpiresOn,
      businessName: businesses.name,
      locationName: businessLocations.name,
      locationCity: businessLocations.city,
      locationState: businessLocations.state,
      ownerId: owner.id,
      isApproved: businesses.isApproved,
      rejectedAt: businesses.rejectedAt,
      ownerEmail: owner.email,
      ownerName: sql<string | null>`coalesce(nullif(${owner.displayName}, ''), ${owner.name})`,
      ownerRole: owner.role,
      ownerLocale: owner.locale,
      // The reminders already sent for this very certificate: a renewed one (a new date) starts over.
      sent: sql<CertificateReminder[]>`array(select r.days from ${certificateReminders} r
        where r.profile_id = ${halalProfiles.id} and r.certificate_expires_on = ${halalProfiles.certificateExpiresOn})`,
    })
    .from(halalProfiles)
    .innerJoin(businesses, eq(businesses.id, halalProfiles.businessId))
    .innerJoin(owner, eq(owner.id, businesses.ownerId))
    .leftJoin(businessLocations, eq(businessLocations.id, halalProfiles.locationId))
    .where(
      and(
        gte(halalProfiles.certificateExpiresOn, today),
        lte(halalProfiles.certificateExpiresOn, sql`${today}::date + ${LOOKAHEAD_DAYS}::int`),
        isListed,
        // A banned owner cannot sign in to upload the renewal.
        eq(owner.banned, false),
        // A renewed certificate already waiting for an admin's review needs no reminder.
        sql`not exists (select 1 from ${ownerEdits} e
          where e.business_id = ${halalProfiles.businessId} and e.kind = 'halal_profile' and e.status = 'pending'
            and e.location_id is not distinct from ${halalProfiles.locationId}
            and (e.changes ->> 'certificateExpiresOn')::date > ${halalProfiles.certificateExpiresOn})`,
      ),
    );

  let queued = 0;
  for (const { expiresOn, ...row } of candidates) {
    // Only someone who can open the dashboard to upload the renewal is told (as with unread chat mail).
    if (expiresOn === null || !canManageListing({ id: row.ownerId, role: row.ownerRole as Role }, row)) continue;
    const days = certificateReminderDue(expiresOn, today, row.sent);
    if (days === null) continue;
    const mail = certificateExpiringMail(
      {
        ownerName: row.ownerName,
        businessName: row.businessName,
        location:
          row.locationName &&
          [row.locationName, cityAndState({ city: row.locationCity, state: row.locationState })]
            .filter(Boolean)
            .join(', '),
        expiresOn,
        days,
        dashboardUrl: `${publicUrl}/business`,
      },
      row.ownerLocale,
    );
    queued += await db.transaction(async (tx) => {
      const recorded = await tx
        .insert(certificateReminders)
        .values({ profileId: row.profileId, certificateExpiresOn: expiresOn, days, sentAt: now })
        .onConflictDoNothing()
        .returning({ days: certificateReminders.days });
      if (recorded.length === 0) return 0;
      await enqueueMail(tx, { kind: 'certificate-expiring', to: row.ownerEmail, ...mail });
      return 1;
    });
  }
  return queued;
}

/** The reminder to the owner: which certificate, the day it ends, and where to upload the renewed one. */
export function certificateExpiringMail(
  input: {
    ownerName: string | null;
    businessName: string;
    /** The branch the profile is of ('Downtown, Carmel, IN'); null for the business's own profile. */
    location: string | null;
    /** The certificate's last valid day (YYYY-MM-DD). */
    expiresOn: string;
    days: CertificateReminder;
    dashboardUrl: string;
  },
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  const place = input.location ? `${input.businessName} (${input.location})` : input.businessName;
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${input.expiresOn}T12:00:00Z`));
  // "30 and 7" in English.
  const reminderDays = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
    CERTIFICATE_REMINDER_DAYS.map(String),
  );
  return layout(
    {
      subject: t('Your halal certificate for {place} expires in {days, plural, one {# day} other {# days}}', {
        place,
        days: input.days,
      }),
      paragraphs: [
        input.ownerName ? t('Assalamu alaikum {name},', { name: input.ownerName }) : t('Assalamu alaikum,'),
        t('The halal certificate on file for {place} expires on {date}.', { place, date }),
        t(
          "Please upload the renewed certificate from your business dashboard. An expired certificate no longer counts as 'Certificate on file' on your listing; a renewed one does once an administrator has checked it.",
        ),
      ],
      action: { label: t('Upload the renewed certificate'), url: input.dashboardUrl },
      footer: t('We remind you {days} days before a certificate expires.', { days: reminderDays }),
    },
    locale,
  );
}
