import { describe, expect, it } from 'vitest';
import { normalPhone } from './messaging';
import { isInternalAddress, webhookUrlProblem } from './webhooks';

const production = { requireHttps: true, allowInternal: false };
const demo = { requireHttps: false, allowInternal: true };

describe('the webhook endpoint rule', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '[::1]',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
  ])('%s is internal', (address) => expect(isInternalAddress(address)).toBe(true));

  it.each(['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700::1111'])('%s is public', (address) =>
    expect(isInternalAddress(address)).toBe(false),
  );

  it('takes a public https address in production and refuses http, credentials and local names', () => {
    expect(webhookUrlProblem('https://hooks.example.com/depot', production)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/depot', production)).toMatch(/https/);
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/', production)).toMatch(/passwords/);
    for (const host of ['localhost', 'printer.local', 'db.internal', 'intranet', '10.0.0.1', '[::1]'])
      expect(webhookUrlProblem(`https://${host}/x`, production)).toMatch(/public internet/);
  });

  it('lets demo and test mode post to the loopback receiver', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', demo)).toBeNull();
    expect(webhookUrlProblem('ftp://127.0.0.1/hook', demo)).toMatch(/https/);
  });
});

describe('phone numbers in one form', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['+64 21 555 0123', '+64215550123'],
    ['0061 (412) 345-678', '+61412345678'],
    ['call me', null],
    ['12', null],
  ])('%s -> %s', (raw, normal) => expect(normalPhone(raw)).toBe(normal));
});
