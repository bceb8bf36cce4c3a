import type { SampleListResolvers } from '../generated/graphql';

export const SampleList: SampleListResolvers = {
  totalCount: (list) => list.count,
};
