import type { CSSProperties } from 'react';
import { themeStyleVariables, type Theme } from '@carta/shared/core';

/** The root of a public page: the theme's variables, and the contained look of a preview. */
export const rootProps = (theme: Theme, preview: boolean | undefined) => ({
  className: preview ? 'pm pm--preview' : 'pm',
  style: themeStyleVariables(theme) as CSSProperties,
});
