export { CategoriesPage as Component } from '@/features/catalogue/categories/components/categories-page';
