import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DEMO_ACCOUNT_TTL_HOURS,
  DEMO_PRODUCTS,
  DEMO_SIGNUP_WINDOW_SECONDS,
  DEMO_SIGNUPS_PER_IP,
  DEMO_STEPS,
  ErrorCode,
  type DemoCreateAccountRequest,
  type DemoCreateAccountResponse,
  type DemoInvestRequest,
  type DemoInvestResponse,
  type DemoInvestment,
  type DemoPortfolioResponse,
  type DemoUpdateStep,
  type DemoUpdateStepResponse,
  paiseToRupees,
  percentToBp,
  rupeesToPaise,
} from '@invest/contracts';
import { In, LessThanOrEqual, MoreThan, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { Db } from '../../database/db.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { addMonths, portfolioStats } from './demo-formulas.js';
import { DemoAccountEntity } from './entities/demo-account.entity.js';
import { DemoInvestmentEntity } from './entities/demo-investment.entity.js';
import { DemoTransactionEntity } from './entities/demo-transaction.entity.js';

const TTL_MS = DEMO_ACCOUNT_TTL_HOURS * 60 * 60 * 1000;
/** A demo account holds at most this many simulated investments. */
export const DEMO_MAX_INVESTMENTS = 20;
const PURGE_BATCH = 500;
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

function accountGone(): AppException {
  return new AppException(
    404,
    ErrorCode.NotFound,
    `This demo account does not exist or has expired (demo accounts last ${DEMO_ACCOUNT_TTL_HOURS} hours). Please start a new demo.`,
  );
}

function invalid(field: string, message: string): AppException {
  return new AppException(400, ErrorCode.ValidationFailed, message, { errors: [{ field, messages: [message] }] });
}

function toInvestment(row: DemoInvestmentEntity): DemoInvestment {
  return {
    id: row.id,
    productName: row.productName,
    productType: row.productType,
    amount: paiseToRupees(row.amountPaise),
    returnRate: row.returnRateBp / 100,
    duration: row.durationMonths,
    maturityDate: row.maturityDate.toISOString(),
    investmentDate: row.investmentDate.toISOString(),
  };
}

/** The demo journey: accounts that expire after 24 h, simulated investments, a portfolio view. */
@Injectable()
export class DemoService {
  constructor(
    private readonly db: Db,
    private readonly rateLimits: RateLimitService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async createAccount(input: DemoCreateAccountRequest, ip: string): Promise<DemoCreateAccountResponse> {
    const limit = await this.rateLimits.consume([{ key: `demo:signup:ip:${ip}`, limit: DEMO_SIGNUPS_PER_IP, windowMs: DEMO_SIGNUP_WINDOW_SECONDS * 1000 }]);
    if (!limit.allowed) {
      throw new RateLimitedException(limit.retryAfterMs / 1000, `Too many demo accounts from your network (at most ${DEMO_SIGNUPS_PER_IP} an hour).`);
    }
    await this.purgeExpired();
    const now = this.clock.now();
    const account: DemoAccountEntity = {
      id: randomUUID(),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      step: 'products',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS),
    };
    await this.db.run((em) => em.insert(DemoAccountEntity, account));
    return {
      userId: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      step: account.step,
      expiresAt: account.expiresAt.toISOString(),
    };
  }

  /** Records the furthest step reached; a step never goes back. */
  async updateStep(userId: string, step: DemoUpdateStep): Promise<DemoUpdateStepResponse> {
    return this.db.transaction(async (em) => {
      const account = await this.liveAccount(em, userId);
      const next = DEMO_STEPS.indexOf(step) > DEMO_STEPS.indexOf(account.step) ? step : account.step;
      await em.update(DemoAccountEntity, { id: account.id }, { step: next, updatedAt: this.clock.now() });
      return { userId: account.id, step: next };
    });
  }

  async invest(input: DemoInvestRequest): Promise<DemoInvestResponse> {
    const product = DEMO_PRODUCTS.find((item) => item.id === input.productType);
    if (!product) throw invalid('productType', 'Unknown demo product.');
    if (input.productName !== product.name) throw invalid('productName', `productName must be '${product.name}' for ${product.id}.`);
    if (input.amount < product.minAmount || input.amount > product.maxAmount) {
      throw invalid('amount', `Amount must be between ${inr.format(product.minAmount)} and ${inr.format(product.maxAmount)} for ${product.name}.`);
    }
    if (Number(input.returnRate) !== product.rate) throw invalid('returnRate', `returnRate must be '${product.rate}' for ${product.name}.`);

    return this.db.transaction(async (em) => {
      const account = await this.liveAccount(em, input.userId);
      const held = await em.count(DemoInvestmentEntity, { where: { accountId: account.id } });
      if (held >= DEMO_MAX_INVESTMENTS) {
        throw new AppException(409, ErrorCode.Conflict, `A demo account holds at most ${DEMO_MAX_INVESTMENTS} investments. Please start a new demo.`);
      }
      const now = this.clock.now();
      const investment: DemoInvestmentEntity = {
        id: randomUUID(),
        accountId: account.id,
        productType: product.id,
        productName: product.name,
        amountPaise: rupeesToPaise(input.amount),
        returnRateBp: percentToBp(product.rate),
        durationMonths: input.duration,
        investmentDate: now,
        maturityDate: addMonths(now, input.duration),
        createdAt: now,
      };
      await em.insert(DemoInvestmentEntity, investment);
      await em.insert(DemoTransactionEntity, {
        id: randomUUID(),
        accountId: account.id,
        investmentId: investment.id,
        type: 'investment',
        amountPaise: investment.amountPaise,
        createdAt: now,
      });
      return { investment: toInvestment(investment) };
    });
  }

  async portfolio(userId: string): Promise<DemoPortfolioResponse> {
    return this.db.transaction(async (em) => {
      const account = await this.liveAccount(em, userId);
      const investments = await em.find(DemoInvestmentEntity, { where: { accountId: account.id }, order: { createdAt: 'DESC', id: 'ASC' } });
      const transactions = await em.find(DemoTransactionEntity, { where: { accountId: account.id }, order: { createdAt: 'DESC', id: 'ASC' } });
      return {
        user: { firstName: account.firstName || 'Demo', lastName: account.lastName || 'User' },
        stats: portfolioStats(investments, this.clock.now()),
        investments: investments.map(toInvestment),
        transactions: transactions.map((row) => ({
          id: row.id,
          type: row.type,
          amount: paiseToRupees(row.amountPaise),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    });
  }

  /** Deletes every account whose 24 hours are over, with its investments and transactions. */
  async purgeExpired(): Promise<number> {
    const now = this.clock.now();
    let purged = 0;
    for (;;) {
      const removed = await this.db.transaction(async (em) => {
        const expired = await em.find(DemoAccountEntity, { select: { id: true }, where: { expiresAt: LessThanOrEqual(now) }, take: PURGE_BATCH });
        const ids = expired.map((row) => row.id);
        if (ids.length === 0) return 0;
        await em.delete(DemoTransactionEntity, { accountId: In(ids) });
        await em.delete(DemoInvestmentEntity, { accountId: In(ids) });
        await em.delete(DemoAccountEntity, { id: In(ids) });
        return ids.length;
      });
      purged += removed;
      if (removed < PURGE_BATCH) return purged;
    }
  }

  /** The account, if it exists and has not expired (checked against the injected clock). */
  private async liveAccount(em: EntityManager, userId: string): Promise<DemoAccountEntity> {
    const account = await em.findOne(DemoAccountEntity, { where: { id: userId, expiresAt: MoreThan(this.clock.now()) } });
    if (!account) throw accountGone();
    return account;
  }
}
