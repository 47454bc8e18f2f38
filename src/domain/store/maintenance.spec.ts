import { isFeatureAvailable } from './maintenance';

describe('isFeatureAvailable: maintenance off, or the feature flag on', () => {
  it.each([
    [false, false, true],
    [false, true, true],
    [true, true, true],
    [true, false, false],
  ])('maintenance %s, orderCreation flag %s → available %s', (isEnabled, orderCreation, available) => {
    expect(isFeatureAvailable({ isEnabled, features: { orderCreation } }, 'orderCreation')).toBe(available);
  });
});
