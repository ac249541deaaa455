import { subcategoryPage } from '../../_talent-lists/subcategory-page';

const page = subcategoryPage('models', 'international');

export const generateMetadata = page.generateMetadata;
export default page.Page;
