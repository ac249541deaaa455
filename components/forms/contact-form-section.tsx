// Filled in by the forms work (issue 5): the contact form of the contact page.
export function ContactFormSection() {
  return null;
}
