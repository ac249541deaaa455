import { getTranslations } from 'next-intl/server';

import { EmailAddress } from '@/components/ui/email-address';
import { bookingEntry, telHref } from '@/lib/content/contact';
import { productName } from '@/lib/content/website';
import type { Locale } from '@/lib/i18n/routing';
import { getShellContent } from '@/lib/services/content';

import styles from './composite-card.module.css';

type Props = { locale: Locale; profileUrl: string };

/**
 * The agency's block of a composite card: logo and name, address, booking phone and e-mail, profile
 * URL.
 */
export async function CardAgency({ locale, profileUrl }: Props) {
  const t = await getTranslations({ locale, namespace: 'Card' });
  const content = await getShellContent();
  const name = productName(content);
  const { address, phones, emails } = content.customizations.contact;
  const phone = bookingEntry(phones, (entry) => entry.label);
  const email = bookingEntry(emails, (entry) => entry.department);

  return (
    <footer className={styles.agency}>
      <p className={styles.brand}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the site's own small SVG mark, printed as is */}
        <img src="/icon.svg" alt="" width={28} height={28} className={styles.logo} />
        <span>{name}</span>
      </p>
      {address ? (
        <address className={styles.address}>
          {address.street}
          <br />
          {address.postalCode} {address.city}, {address.country}
        </address>
      ) : null}
      <ul className={styles.contact} aria-label={t('contact')}>
        {phone ? (
          <li>
            <a href={telHref(phone.number)}>{phone.number}</a>
          </li>
        ) : null}
        {email ? (
          <li>
            <a href={`mailto:${email.email}`}>
              <EmailAddress address={email.email} />
            </a>
          </li>
        ) : null}
        <li>
          <a href={profileUrl} className={styles.url}>
            {profileUrl.replace(/^https?:\/\//, '')}
          </a>
        </li>
      </ul>
    </footer>
  );
}
