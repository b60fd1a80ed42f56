import { toast } from '@invest/ui';

/** A refusal's toast (destructive): its title and what went wrong. */
export const destructive = (title: string, description: string) => toast({ title, description, variant: 'destructive' });
