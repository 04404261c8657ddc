export { NewMenuPage as Component } from '@/features/catalogue/menus/components/new-menu-page';
