import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { EmailAddress } from '@/components/ui/email-address';
import { InstagramIcon } from '@/components/ui/icons';
import { instagramProfile, localizedLabel, telHref } from '@/lib/content/contact';
import { addressLine, mapLinks } from '@/lib/content/map';
import type { Customizations } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';

import { ContactMap } from './contact-map';
import styles from './contact.module.css';

type Props = { contact: Customizations['contact']; locale: Locale };

/**
 * The agency's public contact data, all from the panel (docs/product.md, "Contact page"): e-mails,
 * phones, address, Instagram and map.
 */
export async function ContactDetails({ contact, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const instagram = instagramProfile(contact.instagram);
  const address = contact.address;
  return (
    <section className={styles.details} aria-labelledby="contact-details">
      <h2 id="contact-details" className="visually-hidden">
        {t('details')}
      </h2>
      <dl className={styles.list}>
        {contact.emails.length ? (
          <Group title={t('emails')}>
            {contact.emails.map((entry) => (
              <li key={entry.email}>
                <span className={styles.label}>{localizedLabel(entry.department, locale)}</span>
                <a href={`mailto:${entry.email}`}>
                  <EmailAddress address={entry.email} />
                </a>
              </li>
            ))}
          </Group>
        ) : null}
        {contact.phones.length ? (
          <Group title={t('phones')}>
            {contact.phones.map((entry) => (
              <li key={entry.number}>
                <span className={styles.label}>{localizedLabel(entry.label, locale)}</span>
                <a href={telHref(entry.number)}>{entry.number}</a>
              </li>
            ))}
          </Group>
        ) : null}
        {address ? (
          <Group title={t('address')}>
            <li>
              <address className={styles.address}>
                {address.street}
                <br />
                {address.postalCode} {address.city}
                <br />
                {address.country}
              </address>
            </li>
          </Group>
        ) : null}
        {instagram ? (
          <Group title={t('instagram')}>
            <li>
              <a
                href={instagram.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.instagram}
                aria-label={t('follow', { handle: instagram.handle })}
              >
                <InstagramIcon />@{instagram.handle}
              </a>
            </li>
          </Group>
        ) : null}
      </dl>
      {address ? (
        <ContactMap
          {...mapProps(address)}
          address={addressLine(address)}
          labels={{ map: t('map'), open: t('openMap') }}
        />
      ) : null}
    </section>
  );
}

function mapProps(address: NonNullable<Customizations['contact']['address']>) {
  const { embed, link } = mapLinks(address);
  return { embedUrl: embed, linkUrl: link };
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.group}>
      <dt className={styles.term}>{title}</dt>
      <dd className={styles.value}>
        <ul>{children}</ul>
      </dd>
    </div>
  );
}
