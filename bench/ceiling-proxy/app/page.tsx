export { default, metadata } from '../../ceiling/app/page';
