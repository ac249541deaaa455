import { subcategoryPage } from '../../_talent-lists/subcategory-page';

// SPEC.md §2's sub-category slug woman: the women list.
const page = subcategoryPage('models', 'women', '/models/woman');

export const generateMetadata = page.generateMetadata;
export default page.Page;
