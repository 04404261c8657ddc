export { NewBusinessPage as Component } from '@/features/businesses/components/new-business-page';
