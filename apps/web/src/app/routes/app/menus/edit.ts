export { EditMenuPage as Component } from '@/features/catalogue/menus/components/edit-menu-page';
