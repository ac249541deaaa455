// Forms: business constants (docs/product.md, "Constants"), under the names the original
// specification gave them.
export const SENT_CONFIRMATION_MS = 2500;
export const FILE_NAME_TRUNCATION = 10;
