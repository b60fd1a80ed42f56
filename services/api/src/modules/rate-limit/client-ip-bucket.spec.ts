import { describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { bucketClientIp, clientIpBucket } from './client-ip-bucket.js';

describe('clientIpBucket', () => {
  it('keeps IPv4 addresses whole, IPv4-mapped ones too', () => {
    expect(clientIpBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(clientIpBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientIpBucket('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts IPv6 addresses per /64, however they are written', () => {
    const bucket = '2001:db8:aa:bb::/64';
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff',
      '2001:DB8:AA:BB:1:2:3:4',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:aa:bb::9'),
    ]) {
      expectWith(clientIpBucket(address), address).toBe(bucket);
    }
    expect(clientIpBucket('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(clientIpBucket('::1')).toBe('0:0:0:0::/64');
    expect(clientIpBucket('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(clientIpBucket('unknown')).toBe('unknown');
  });
});

describe('bucketClientIp', () => {
  it('rewrites the address after an ip: segment, and nothing else', () => {
    expect(bucketClientIp('otp:ip:2001:db8:aa:bb::1')).toBe('otp:ip:2001:db8:aa:bb::/64');
    expect(bucketClientIp('otp:verify:ip:2001:db8:aa:bb:1:2:3:4')).toBe('otp:verify:ip:2001:db8:aa:bb::/64');
    expect(bucketClientIp('contact:ip:10.1.2.3')).toBe('contact:ip:10.1.2.3');
    expect(bucketClientIp('otp:phone:9876543210')).toBe('otp:phone:9876543210');
    expect(bucketClientIp('kyc:user:0b6c')).toBe('kyc:user:0b6c');
  });
});
