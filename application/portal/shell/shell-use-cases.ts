import type { FrameExtraPorts, FrameExtraUseCases } from './frame-extra-use-cases';
import type { HeadPorts, HeadUseCases } from './head-use-cases';

/** The ports of the shell's extras: announcements, banners, consumer voice, push and the web manifest. */
export interface ShellPorts extends HeadPorts, FrameExtraPorts {}

/** The use-cases of the shell's extras, reached by thunks through the store's extra argument. */
export interface ShellUseCases extends HeadUseCases, FrameExtraUseCases {}
