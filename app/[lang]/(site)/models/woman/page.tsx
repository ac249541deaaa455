import { subcategoryPage } from '../../_talent-lists/subcategory-page';

// The second name woman of the women list (docs/product.md, "Gender and category choices").
const page = subcategoryPage('models', 'women', '/models/woman');

export const generateMetadata = page.generateMetadata;
export default page.Page;
