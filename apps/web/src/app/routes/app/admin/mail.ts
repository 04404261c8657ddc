export { MailPage as Component } from '@/features/admin/components/mail-page';
