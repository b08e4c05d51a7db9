/**
 * The error catalogue of spec §8: every stable error name with its numeric code, as the client
 * knows it. The server's names and codes come from the one table in `shared-libs/contracts`
 * (contracts/errorCodes.ts); `unreachable` (8000) and `local` (8001) are produced by the client
 * itself and never come from a server.
 */
import { SERVER_ERROR_CODES } from '../contracts/errorCodes';

/** Client-only codes: no server answers with them. */
export const CLIENT_ERROR_CODES = {
  unreachable: 8000,
  local: 8001,
} as const;

export const ERROR_CODES = { ...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES } as const;

export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName];

const NAME_BY_CODE = new Map<number, ErrorName>(
  (Object.keys(ERROR_CODES) as ErrorName[]).map((name) => [ERROR_CODES[name], name]),
);

/** The catalogue name of a numeric code, or undefined for a code outside the catalogue. */
export function errorNameOf(code: number): ErrorName | undefined {
  return NAME_BY_CODE.get(code);
}

export function isErrorName(name: string): name is ErrorName {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, name);
}
