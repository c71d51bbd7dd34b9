import { parentKeepsTree } from './marketing-material';

/** A category with the categories under it, as the administration lists them. */
export interface CategoryBranch<T> {
  category: T;
  children: CategoryBranch<T>[];
}

/**
 * Categories arranged as a tree: the roots (no parent, or a parent that is not among them) in the order given, each
 * with its children in the order given. Every category appears exactly once; a loop of parents, which the service
 * refuses to store, would put its members at the root rather than lose them.
 */
export function categoryTree<T extends { id: string; parentId: string | null }>(categories: readonly T[]): CategoryBranch<T>[] {
  const ids = new Set(categories.map((category) => category.id));
  const parents = new Map(categories.map((category) => [category.id, category.parentId] as const));
  const isRoot = (category: T) => category.parentId === null || !ids.has(category.parentId) || !parentKeepsTree(parents, category.id, category.parentId);
  const branch = (category: T): CategoryBranch<T> => ({
    category,
    children: categories.filter((child) => child.parentId === category.id && !isRoot(child)).map(branch),
  });
  return categories.filter(isRoot).map(branch);
}

/**
 * The categories that may become the parent of `categoryId` (null for a new category): any but itself and those
 * below it, so the tree stays a tree.
 */
export function parentChoices<T extends { id: string; parentId: string | null }>(categories: readonly T[], categoryId: string | null): T[] {
  if (categoryId === null) return [...categories];
  const parents = new Map(categories.map((category) => [category.id, category.parentId] as const));
  return categories.filter((candidate) => parentKeepsTree(parents, categoryId, candidate.id));
}
