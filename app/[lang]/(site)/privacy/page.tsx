import { textPageRoute } from '@/components/content/text-page-route';

const route = textPageRoute({ pathname: '/privacy', copy: 'privacy', namespace: 'Privacy' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
