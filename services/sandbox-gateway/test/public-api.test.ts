import { describe, expect, it } from 'vitest';
import type * as Declared from '../index.d.ts';
import * as implementation from '../src/index.ts';

/** True only when A and B are the same type. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(verdict: Same<A, B>): Same<A, B> => verdict;

describe('index.d.ts (the types consumers see) matches src/index.ts', () => {
  it('declares the same functions and types', () => {
    const start: typeof Declared.startSandboxGateway = implementation.startSandboxGateway;
    const sign: typeof Declared.paymentSignature = implementation.paymentSignature;
    const signHook: typeof Declared.signWebhook = implementation.signWebhook;
    const pay: typeof Declared.payInCheckout = implementation.payInCheckout;
    const checks = [
      same<Declared.SandboxGatewayOptions, implementation.SandboxGatewayOptions>(true),
      same<Declared.SandboxGateway, implementation.SandboxGateway>(true),
      same<Declared.SandboxLedger, implementation.SandboxLedger>(true),
      same<Declared.ChargeSummary, implementation.ChargeSummary>(true),
      same<Declared.OrderEntity, implementation.OrderEntity>(true),
      same<Declared.PaymentEntity, implementation.PaymentEntity>(true),
      same<Declared.HandlerResponse, implementation.HandlerResponse>(true),
      same<Declared.LogLevel, implementation.LogLevel>(true),
      same<Declared.GatewayErrorDetails, implementation.GatewayErrorDetails>(true),
      same<Declared.CheckoutToPay, implementation.CheckoutToPay>(true),
      same<Declared.PayWith, implementation.PayWith>(true),
      same<Declared.CheckoutResult, implementation.CheckoutResult>(true),
    ];
    expect(checks.every(Boolean)).toBe(true);
    expect([start, sign, signHook, pay].every((fn) => typeof fn === 'function')).toBe(true);
    expect(Object.keys(implementation).sort()).toEqual(['payInCheckout', 'paymentSignature', 'signWebhook', 'startSandboxGateway']);
  });
});
