import { subcategoryPage } from '../../_talent-lists/subcategory-page';

const page = subcategoryPage('models', 'curvy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
