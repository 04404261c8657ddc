export { MenusPage as Component } from '@/features/menus/components/menus-page';
