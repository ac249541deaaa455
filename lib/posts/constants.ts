// News and magazine lists: business constants (docs/product.md, "Constants"), under the names the
// original specification gave them.
export const POSTS_INITIAL = 20;
export const MASONRY_GUTTER_PX = 20;
