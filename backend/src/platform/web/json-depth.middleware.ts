import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Deepest nesting of objects and arrays a JSON body may have; no request of ours needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects/arrays deeper than `max` (iterative: a hostile body cannot overflow the stack here). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(node as Record<string, unknown>)) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/**
 * Refuses a parsed body nested deeper than MAX_JSON_DEPTH with 400 before validation walks it
 * (class-transformer and class-validator recurse, and would overflow the stack: a 500).
 */
export function jsonDepthLimit(max = MAX_JSON_DEPTH): (req: Request, res: Response, next: NextFunction) => void {
  return (req, _res, next) => {
    if (nestsDeeperThan(req.body, max)) return next(new BadRequestException(`Request body is nested too deeply (at most ${max} levels)`));
    next();
  };
}
