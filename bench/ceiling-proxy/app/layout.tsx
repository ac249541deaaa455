export { default } from '../../ceiling/app/layout';
