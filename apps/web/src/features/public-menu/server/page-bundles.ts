import en from '../../../locales/en.json';
import es from '../../../locales/es.json';

/** The interface's texts on the server, where the public pages run without i18next. */
export const bundles = { en, es } as const;
