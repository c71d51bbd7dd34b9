import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAME_NUMBER_MAX_LENGTH, frameRegistrationRefusal, normaliseFrameNumber, type DeliveredFrame } from './registration';

const frameNumbers = fc.stringMatching(/^[A-Z0-9]{1,30}$/);
const customers = fc.constantFrom('dealer-1', 'dealer-2', 'dealer-3');
const brands = fc.constantFrom<string>('Polygon', 'Marin', 'Velocita');
const frames = fc.record({ frameNumber: frameNumbers, brand: brands, customerId: customers, registered: fc.boolean() }) as fc.Arbitrary<DeliveredFrame>;

describe('frame registration refusals, for any frame and dealer', () => {
  it('lets a dealer report exactly its own, unreported frames of a brand it sells', () => {
    fc.assert(
      fc.property(frames, customers, fc.uniqueArray(brands), (frame, customerId, sold) => {
        const refusal = frameRegistrationRefusal(frame.frameNumber, frame, customerId, sold);
        expect(refusal === null).toBe(frame.customerId === customerId && sold.includes(frame.brand) && !frame.registered);
      }),
    );
  });

  it('tells another dealer nothing more than that the frame is not found', () => {
    fc.assert(
      fc.property(frames, customers, fc.uniqueArray(brands), (frame, customerId, sold) => {
        fc.pre(frame.customerId !== customerId);
        expect(frameRegistrationRefusal(frame.frameNumber, frame, customerId, sold)).toBe(frameRegistrationRefusal(frame.frameNumber, undefined, customerId, sold));
      }),
    );
  });

  it('refuses every number over the limit as too long, whatever the frame', () => {
    fc.assert(
      fc.property(fc.string({ minLength: FRAME_NUMBER_MAX_LENGTH + 1, maxLength: 60 }), fc.option(frames, { nil: undefined }), customers, (typed, frame, customerId) => {
        fc.pre(normaliseFrameNumber(typed).length > FRAME_NUMBER_MAX_LENGTH);
        expect(frameRegistrationRefusal(typed, frame, customerId, ['Polygon'])).toBe('frame_number_too_long');
      }),
    );
  });

  it('reads a frame number the same however it is cased or padded', () => {
    fc.assert(
      fc.property(frameNumbers, fc.stringMatching(/^ {0,3}$/), (number, pad) => {
        expect(normaliseFrameNumber(`${pad}${number.toLowerCase()}${pad}`)).toBe(number);
      }),
    );
  });
});
