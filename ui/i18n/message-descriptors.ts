import type { MessageDescriptor } from 'react-intl';

/**
 * The messages of a defineMessages call as plain descriptors, whose values are given where each is formatted. For
 * pages with many interpolated texts, where declaring each message's value types beside it adds little.
 */
export function messageDescriptors<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}
