import { isFeatureAvailable, maintenanceWindowEnded } from './maintenance';

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

describe('maintenanceWindowEnded: its end has passed', () => {
  const now = new Date('2026-11-20T17:00:00Z');
  it.each([
    [null, false],
    [new Date('2026-11-20T17:00:01Z'), false],
    [now, true],
    [new Date('2024-02-16T05:00:00Z'), true],
  ])('ends %s → ended %s', (endsAt, ended) => {
    expect(maintenanceWindowEnded({ endsAt }, now)).toBe(ended);
  });
});
