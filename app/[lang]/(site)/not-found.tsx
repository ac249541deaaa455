// The site's pages have the same 404 as the language shell.
export { default } from '../not-found';
