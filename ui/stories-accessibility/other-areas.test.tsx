import { describeStoriesAccessible, type StoryModules } from '../testing/story-accessibility';

// Every story the other shards do not check: a new area's stories land here without a change to any shard.
describeStoriesAccessible(
  'the other areas',
  import.meta.glob<StoryModules[string]>(
    [
      '../**/*.stories.tsx',
      '!../shell/**',
      '!../components/**',
      '!../session/**',
      '!../home/**',
      '!../catalogue/**',
      '!../catalogue-analysis/**',
      '!../cart/**',
      '!../orders/**',
      '!../invoices/**',
      '!../payments/**',
      '!../click-collect/**',
      '!../third-party/**',
    ],
    { eager: true },
  ),
);
