// Home content: business constants (docs/product.md, "Constants"), under the names the original
// specification gave them.
export const HOME_BLOG_ITEMS = 3;
export const SLIDES_ALONE_MAX = 1;
