// The list with the item of `updated`'s id swapped for `updated`, in its place: how a cached list
// takes the server's copy of one thing it shows.
export function replaceById<T extends { id: string }>(items: T[], updated: T): T[] {
  return items.map((item) => (item.id === updated.id ? updated : item));
}
