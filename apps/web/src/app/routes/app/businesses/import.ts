export { ImportBusinessPage as Component } from '@/features/transfer/components/import-business-page';
