// Moments in named IANA time zones: the product's one set of formatters and conversions, shared
// with the screens ("Tue, 24 Nov 2026, 8:00 AM WAT").
export {
  describeForReader,
  describeMoment,
  ianaZoneName,
  instantIn,
  isoIn,
  isTimeZone,
  offsetAt,
  typedWallClock,
  wallClockIn,
} from '@academy/contract/rules/time-zones';
