import { profilePage } from '../../../_profiles/profile-page';

const page = profilePage('models');

// Rendered on a profile's first request, then served from the cache.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = page.generateMetadata;
export default page.Page;
