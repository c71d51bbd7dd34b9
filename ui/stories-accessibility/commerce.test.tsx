import { describeStoriesAccessible, type StoryModules } from '../testing/story-accessibility';

describeStoriesAccessible(
  'commerce and after-sale',
  import.meta.glob<StoryModules[string]>(
    [
      '../catalogue/**/*.stories.tsx',
      '../catalogue-analysis/**/*.stories.tsx',
      '../cart/**/*.stories.tsx',
      '../orders/**/*.stories.tsx',
      '../invoices/**/*.stories.tsx',
      '../payments/**/*.stories.tsx',
      '../click-collect/**/*.stories.tsx',
      '../third-party/**/*.stories.tsx',
    ],
    { eager: true },
  ),
);
