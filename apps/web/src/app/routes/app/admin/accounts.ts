export { AccountsPage as Component } from '@/features/admin/components/accounts-page';
