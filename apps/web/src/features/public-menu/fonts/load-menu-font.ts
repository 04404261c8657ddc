// STUB — replaced by the public menu view work.
import type { FontFamily } from '@carta/shared/core';

/** Loads a theme font's @font-face rules in the dashboard (the public page gets them inlined). */
export async function loadMenuFont(font: FontFamily): Promise<void> {
  void font;
}
