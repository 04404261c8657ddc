export { PublicMenuPage as Component } from '@/features/public-menu/components/public-menu-page';
