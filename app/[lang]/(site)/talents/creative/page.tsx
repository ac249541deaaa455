import { subcategoryPage } from '../../_talent-lists/subcategory-page';

const page = subcategoryPage('talents', 'creative');

export const generateMetadata = page.generateMetadata;
export default page.Page;
