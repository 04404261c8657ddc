export { LandingReload as Component } from '@/features/landing/components/landing-reload';
