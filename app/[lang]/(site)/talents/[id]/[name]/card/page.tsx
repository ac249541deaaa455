import { cardPage } from '../../../../_profiles/profile-page';

const page = cardPage('talents');

// Each card is rendered on its first request and then cached like the profiles.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = page.generateMetadata;
export default page.Page;
