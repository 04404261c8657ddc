export { NewMenuPage as Component } from '@/features/menus/components/new-menu-page';
