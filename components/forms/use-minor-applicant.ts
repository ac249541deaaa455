'use client';

import { useFormContext, useWatch } from 'react-hook-form';

import type { ApplicationInput } from '@/lib/schemas/application';
import { applicantAge, todayHere } from '@/lib/schemas/birthdate';

/**
 * Whether the birth date typed so far says the applicant is under 18 today, on the applicant's own
 * calendar (docs/product.md, "Applicants under 18"): the form then asks for a guardian.
 */
export function useMinorApplicant(): boolean {
  const { control } = useFormContext<ApplicationInput>();
  const birthdate = useWatch({ control, name: 'birthdate' });
  return applicantAge(birthdate, todayHere()) === 'minor';
}
