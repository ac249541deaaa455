// Filled in by the forms work (issue 5): the quote request form of the favorites page.
export function QuoteFormSection() {
  return null;
}
