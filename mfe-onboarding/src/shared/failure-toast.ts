import { isApiError } from '@invest/api';
import { toast } from '@invest/ui';

/** A refusal's toast (destructive): its title and what went wrong. */
export const destructive = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

/** The server's own message of a failed call, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.body?.message : undefined;
}
