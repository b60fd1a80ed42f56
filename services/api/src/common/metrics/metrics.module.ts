import { Module } from '@nestjs/common';
import { LedgerGauges } from './ledger-gauges.js';

/** The ledger's and the pool's gauges (ledger-gauges.ts); the request, provider, OTP and sweep metrics need no module. */
@Module({ providers: [LedgerGauges] })
export class MetricsModule {}
