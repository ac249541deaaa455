import { PHONE_MASK } from '../constants';

// The phone mask of SPEC.md §9, '+## (##) #####-####', in IMask syntax and as the pattern the
// schemas check. The input is masked while typing (components/forms/phone-field.tsx).
export const PHONE_MASK_OPTIONS = { mask: PHONE_MASK, lazy: true } as const;

export const PHONE_PATTERN = /^\+\d{2} \(\d{2}\) \d{5}-\d{4}$/;
