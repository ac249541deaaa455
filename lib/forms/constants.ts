// Forms: business constants (docs/product.md, "Constants"), under the names the original
// specification gave them. Its 2.5 s sent state has no constant: a send ends on a confirmation that
// lasts until the visitor acts (docs/product.md, "Send states").
export const FILE_NAME_TRUNCATION = 10;
