export { CategoriesPage as Component } from '@/features/categories/components/categories-page';
