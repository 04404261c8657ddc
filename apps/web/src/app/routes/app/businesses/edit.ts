export { EditBusinessPage as Component } from '@/features/businesses/components/edit-business-page';
