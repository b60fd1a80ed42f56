import { ApiProperty } from '@nestjs/swagger';
import { DEMO_MAX_MONTHS, DEMO_MIN_MONTHS, DEMO_PRODUCT_IDS, type DemoInvestRequest, type DemoProductId } from '@invest/contracts';
import { IsIn, IsInt, IsNumber, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { DemoUserIdProperty } from './demo-user-id.js';

// class-validator checks the decorator nearest the property first: the most basic rule sits at the bottom.
export class DemoInvestDto implements DemoInvestRequest {
  @DemoUserIdProperty()
  userId: string;

  @ApiProperty({ enum: DEMO_PRODUCT_IDS, description: 'Demo product id.' })
  @IsIn(DEMO_PRODUCT_IDS, { message: `productType must be one of ${DEMO_PRODUCT_IDS.join(', ')}.` })
  productType: DemoProductId;

  @ApiProperty({ example: 'FD Premium' })
  @MaxLength(120, { message: 'productName must be at most 120 characters.' })
  @IsString({ message: 'productName must be text.' })
  productName: string;

  @ApiProperty({ example: 50000, description: 'Rupees, within the product bounds.' })
  @Min(1, { message: 'amount must be positive.' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'amount must be a number of rupees.' })
  amount: number;

  @ApiProperty({ example: 12, minimum: DEMO_MIN_MONTHS, maximum: DEMO_MAX_MONTHS })
  @Max(DEMO_MAX_MONTHS, { message: `duration must be ${DEMO_MIN_MONTHS}-${DEMO_MAX_MONTHS} months.` })
  @Min(DEMO_MIN_MONTHS, { message: `duration must be ${DEMO_MIN_MONTHS}-${DEMO_MAX_MONTHS} months.` })
  @IsInt({ message: 'duration must be a whole number of months.' })
  duration: number;

  @ApiProperty({ example: '18', description: "The product's rate: the first number of its returns text." })
  @Matches(/^\d{1,3}(\.\d{1,2})?$/, { message: "returnRate must be the product's rate, e.g. 18." })
  @IsString({ message: 'returnRate must be text.' })
  returnRate: string;
}
