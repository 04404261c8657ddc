import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The translation namespaces whose `card` block has edit, editNamed, delete and deleteNamed. */
export type CardTexts = 'products' | 'categories' | 'menus' | 'dashboard';

export interface CardActionsProps {
  texts: CardTexts;
  /** The item's name, for the buttons' accessible names. */
  name: string;
  editPath: string;
  /** Asks for confirmation (the list page owns the dialog). */
  onDelete: () => void;
  /** In the card's header row (smaller, nudged up) or in its footer row. */
  placement?: 'header' | 'footer';
}

/** The edit link and delete button of a list card. */
export function CardActions({
  texts,
  name,
  editPath,
  onDelete,
  placement = 'header',
}: CardActionsProps) {
  const { t } = useTranslation();
  const size = placement === 'header' ? 'size-8' : 'size-9';
  return (
    <div className={cn('-mr-2 flex shrink-0', placement === 'header' && '-mt-1')}>
      <Button variant="ghost" size="icon" className={size} asChild>
        <Link
          to={editPath}
          aria-label={t(`${texts}.card.editNamed`, { name })}
          title={t(`${texts}.card.edit`)}
        >
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={cn(size, 'text-red-600 hover:bg-red-50 hover:text-red-700')}
        onClick={onDelete}
        aria-label={t(`${texts}.card.deleteNamed`, { name })}
        title={t(`${texts}.card.delete`)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
