'use client';

import { useTranslations } from 'next-intl';

import { GUARDIAN_RELATIONSHIPS } from '@/lib/schemas/application-fields';

import { ConsentBox } from './consent-box';
import { privacyLink } from './consent-fields';
import styles from './forms.module.css';
import { PhoneField } from './phone-field';
import { RadioField } from './radio-field';
import { TextField } from './text-field';

export type GuardianLegends = { legend: string; lead: string };

/**
 * A minor applicant's parent or legal guardian (docs/product.md, "Applicants under 18"): who they
 * are, how to reach them, and their declaration, all required. Shown once the birth date says the
 * applicant is under 18; the date field announces it.
 */
export function GuardianFields({
  idPrefix,
  legends,
}: {
  idPrefix: string;
  legends: GuardianLegends;
}) {
  const t = useTranslations('Forms');
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legends.legend}</legend>
      <p className={styles.lead}>{legends.lead}</p>
      <div className={styles.grid}>
        <TextField id={id('guardian_name')} name="guardian_name" autoComplete="name" />
        <RadioField
          id={id('guardian_relationship')}
          name="guardian_relationship"
          choices={GUARDIAN_RELATIONSHIPS}
        />
        <TextField
          id={id('guardian_email')}
          name="guardian_email"
          type="email"
          autoComplete="email"
        />
        <PhoneField id={id('guardian_phone')} name="guardian_phone" />
      </div>
      <div className={styles.guardianDeclaration}>
        <ConsentBox id={id('guardian_declaration')} name="guardian_declaration" required>
          {t.rich('guardianDeclaration', { link: privacyLink })}
        </ConsentBox>
      </div>
    </fieldset>
  );
}
