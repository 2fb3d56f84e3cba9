/** A map that keeps its `size` most recently used entries. */
export class Lru<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
  set(key: string, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
}
