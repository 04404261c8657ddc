/** Every key Carta keeps in the browser (docs/product.md §3 "Local settings"). */
export const storageKeys = {
  user: 'carta.user',
  rememberMe: 'carta.remember-me',
  language: 'carta.language',
  sidebarCollapsed: 'carta.sidebar-collapsed',
  selectedBusiness: 'carta.selected-business',
  /** Days the menu views panel shows (one of MENU_VIEWS_PERIODS). */
  menuViewsPeriod: 'carta.menu-views-period',
  /** Session storage: the account an admin is impersonating. */
  impersonate: 'carta.impersonate',
  /** Session storage: its e-mail, for the banner. */
  impersonateEmail: 'carta.impersonate-email',
} as const;
