import type { Clock } from '../../application/service/shared/ports';

export const systemClock: Clock = { now: () => new Date() };
