// The package ships no types for its translation bundles; they only register strings.
declare module 'altcha/i18n/es-es';
