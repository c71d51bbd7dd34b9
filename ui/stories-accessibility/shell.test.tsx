import { describeStoriesAccessible, type StoryModules } from '../testing/story-accessibility';

describeStoriesAccessible(
  'the shell and the shared components',
  import.meta.glob<StoryModules[string]>(['../shell/**/*.stories.tsx', '../components/**/*.stories.tsx', '../session/**/*.stories.tsx', '../home/**/*.stories.tsx'], { eager: true }),
);
