import { ApiError } from '@/lib/api-client';
import { i18n, translateMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * SPEC §8 data failure: a destructive toast titled 'Error' whose text is the server's message for
 * an API error, otherwise the given fallback.
 */
export function showDataError(error: unknown, fallback: string): void {
  toast({
    title: i18n.t('businesses.errorTitle'),
    description: error instanceof ApiError ? translateMessage(error.message) : fallback,
    variant: 'destructive',
  });
}
