export { MenusPage as Component } from '@/features/catalogue/menus/components/menus-page';
