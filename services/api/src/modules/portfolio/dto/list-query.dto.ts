import { ApiPropertyOptional } from '@nestjs/swagger';
import { PORTFOLIO_LIMITS } from '@invest/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PORTFOLIO_LIMITS.maxList}.`;

/** `?limit=N`: how many rows, newest (or soonest) first. */
export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: PORTFOLIO_LIMITS.maxList, default: PORTFOLIO_LIMITS.defaultList })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(PORTFOLIO_LIMITS.maxList, { message: LIMIT_MESSAGE })
  limit?: number;
}

/** `?upcoming=true`: only pending payouts dated after today. */
export class PayoutQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Only pending payouts dated in the future.' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'upcoming must be true or false.' })
  upcoming?: boolean;
}
