export { EditMenuPage as Component } from '@/features/menus/components/edit-menu-page';
