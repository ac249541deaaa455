/** The fictional agency every demo text talks about; one place so texts and contact data agree. */
export const BRAND = {
  name: 'Lumen Model Management',
  domain: 'lumenmodels.example',
  instagram: 'lumenmodels',
  street: 'Calle de Fernando VI, 17, 2º',
  postalCode: '28004',
  city: 'Madrid',
  lat: 40.4247,
  lng: -3.6953,
  privacyEmail: 'privacy@lumenmodels.example',
} as const;
