'use client';

import { useTranslations } from 'next-intl';

import { GENDERS } from '@/lib/schemas/application-fields';

import { BirthdateField } from './birthdate-field';
import type { BirthdateFormat } from './date-order';
import { PhoneField } from './phone-field';
import { RadioField } from './radio-field';
import { TextField } from './text-field';
import { useMinorApplicant } from './use-minor-applicant';

/**
 * Name, date of birth, gender, e-mail, phone and Instagram of the applicant. Under 18 the own
 * contact is optional: a young child has none, and the guardian is the contact.
 */
export function ApplicantFields({
  idPrefix,
  birthdate,
}: {
  idPrefix: string;
  birthdate: BirthdateFormat;
}) {
  const t = useTranslations('Forms');
  const id = (name: string) => `${idPrefix}-${name}`;
  const optional = useMinorApplicant() ? t('optional') : undefined;

  return (
    <>
      <TextField id={id('realname')} name="realname" autoComplete="name" />
      <BirthdateField id={id('birthdate')} format={birthdate} />
      <RadioField id={id('gender')} name="gender" choices={GENDERS} />
      <TextField
        id={id('email')}
        name="email"
        type="email"
        autoComplete="email"
        optional={optional}
      />
      <PhoneField id={id('phone')} optional={optional} />
      <TextField
        id={id('instagr')}
        name="instagr"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="@"
        optional={optional}
      />
    </>
  );
}
