import type { ProductPageResponse } from '@invest/contracts';
import type { ButtonVariant } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import type { ReactNode } from 'react';
import { INVEST_PATH, saveInvestmentSelection, type PlanChoice } from '../selection.js';

/**
 * A plan's invest button: a link to /kyc (a real `<a href>`, so it works before or without JavaScript) whose click
 * first saves the selection of product §3, with the plan's id, tenure and minimum.
 */
export function InvestLink(props: {
  page: ProductPageResponse;
  plan: object;
  planIndex: number;
  choice: PlanChoice;
  variant?: ButtonVariant;
  block?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}) {
  const { page, plan, planIndex, choice } = props;
  return (
    <ButtonLink
      to={INVEST_PATH}
      $variant={props.variant}
      $block={props.block}
      aria-label={props['aria-label']}
      onClick={() =>
        saveInvestmentSelection({ productType: page.productType, category: page.category, displayLabel: page.displayLabel, plan, planIndex, choice })
      }
    >
      {props.children}
    </ButtonLink>
  );
}
