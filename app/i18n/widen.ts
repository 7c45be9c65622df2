/**
 * The shape another language must fill for a set of English strings: the same keys, each string
 * widened from its English literal to any string.
 */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
