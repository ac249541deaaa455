import { subcategoryPage } from '../../_talent-lists/subcategory-page';

// SPEC.md §2's sub-category slug man: the men list.
const page = subcategoryPage('models', 'men', '/models/man');

export const generateMetadata = page.generateMetadata;
export default page.Page;
