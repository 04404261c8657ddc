/** Address behind "Contact us"; set VITE_SUPPORT_EMAIL at build time for a real installation. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@carta.example';
