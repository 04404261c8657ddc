import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { CONTENT_LANGUAGES } from '../content-languages';
import { messages } from '../messages';
import { CARDS_PER_PAGE, PAPER_SIZES, PRINT_KIT } from '../print-kit';

/** Query-string values arrive as text: the cards per page as their digits. */
const CARDS_PER_PAGE_VALUES = CARDS_PER_PAGE.map(String) as ['1', '2', '4', '6'];

const paper = z
  .enum(PAPER_SIZES, { error: messages.printOptionInvalid })
  .default(PRINT_KIT.defaultPaper);

/**
 * The language of the content (names, descriptions): one of the business's menu languages, else
 * its primary one. `ui`: the language of the kit's own words (call to action, legend) when the
 * content language is not one Carta's texts exist in — the owner's interface language.
 */
const languages = {
  lang: z.enum(CONTENT_LANGUAGES, { error: messages.languageInvalid }).optional(),
  ui: z.enum(LANGUAGES, { error: messages.languageInvalid }).optional(),
};

/** GET /api/menus/:id/table-cards.pdf and /api/businesses/:id/table-cards.pdf. */
export const TableCardsQuerySchema = z.object({
  paper,
  per_page: z
    .enum(CARDS_PER_PAGE_VALUES, { error: messages.printOptionInvalid })
    .default(String(PRINT_KIT.defaultCardsPerPage) as '4')
    .transform((value) => Number(value) as (typeof CARDS_PER_PAGE)[number]),
  pages: z.coerce
    .number({ error: messages.printPagesInvalid })
    .int({ error: messages.printPagesInvalid })
    .min(1, { error: messages.printPagesInvalid })
    .max(PRINT_KIT.pagesMax, { error: messages.printPagesInvalid })
    .default(PRINT_KIT.defaultPages),
  ...languages,
});
export type TableCardsQuery = z.infer<typeof TableCardsQuerySchema>;

/** GET /api/menus/:id/print.pdf. */
export const PrintMenuQuerySchema = z.object({ paper, ...languages });
export type PrintMenuQuery = z.infer<typeof PrintMenuQuerySchema>;
