import { parseDisplayAddress } from './address';

describe('parseDisplayAddress', () => {
  it.each([
    ['"PayPal Service" <service@paypa1-secure.com>', 'PayPal Service', 'service@paypa1-secure.com'],
    ['PayPal Service <service@paypa1-secure.com>', 'PayPal Service', 'service@paypa1-secure.com'],
    ['Microsoft 365 Admin [mailto:admin@m365.example]', 'Microsoft 365 Admin', 'admin@m365.example'],
    ['service@paypa1-secure.com', '', 'service@paypa1-secure.com'],
    ['<service@paypa1-secure.com>', '', 'service@paypa1-secure.com'],
    ['jane@yahoo.com <jane@yahoo.com>', '', 'jane@yahoo.com'],
    ['Service Desk', 'Service Desk', ''],
    ['« Crédit Agricole » <securite@ca.example>', 'Crédit Agricole', 'securite@ca.example'],
    ['PayPal <service@paypal.example<mailto:service@paypal.example>>', 'PayPal', 'service@paypal.example'],
  ])('%s', (input, name, address) => {
    expect(parseDisplayAddress(input)).toEqual({ name, address });
  });
});
