import { subcategoryPage } from '../../_talent-lists/subcategory-page';

// The second name man of the men list (docs/product.md, "Gender and category choices").
const page = subcategoryPage('models', 'men', '/models/man');

export const generateMetadata = page.generateMetadata;
export default page.Page;
