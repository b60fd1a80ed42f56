import { ApiProperty } from '@nestjs/swagger';
import type { TdsDeclarationForm, TdsDeclarationRequest } from '@invest/contracts';
import { IsBoolean, IsIn, IsNumber, IsString, Matches, Max, Min } from 'class-validator';

/** Shape only: which form, year and income are acceptable is decided by declaration-rules.ts. */
export class TdsDeclarationDto implements TdsDeclarationRequest {
  @ApiProperty({ example: '2026-27', description: 'The current or the next financial year (April-March).' })
  @IsString({ message: 'financialYear must be a financial year such as 2026-27.' })
  @Matches(/^\d{4}-\d{2}$/, { message: 'financialYear must be a financial year such as 2026-27.' })
  financialYear: string;

  @ApiProperty({ enum: ['15G', '15H'], description: '15G under 60, 15H for 60 and over (during that year).' })
  @IsIn(['15G', '15H'], { message: 'form must be 15G or 15H.' })
  form: TdsDeclarationForm;

  @ApiProperty({ example: 240000, description: "Rupees: the year's estimated total income, this interest included." })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'estimatedTotalIncome must be a number of rupees.' })
  @Min(0, { message: 'estimatedTotalIncome cannot be negative.' })
  @Max(1_000_000_000_000, { message: 'estimatedTotalIncome is too large.' })
  estimatedTotalIncome: number;

  @ApiProperty({ description: 'The investor confirms the tax on the estimated total income is nil.' })
  @IsBoolean({ message: 'confirmNilTax must be true or false.' })
  confirmNilTax: boolean;
}
