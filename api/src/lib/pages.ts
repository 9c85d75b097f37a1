// A back-office list's pages (contract: LIST_PAGE_SIZE, listPage): which rows a `page` query asks for, and the answer
// with the count of them all.
import { LIST_PAGE_SIZE } from '@bet/shared/contract';

export interface PageAsked {
  page: number;
  limit: number;
  offset: number;
}

/** The rows page `q` (the query's string, checked by the contract; the first when absent) covers. */
export function pageOf(q: string | undefined): PageAsked {
  const page = Math.max(1, Number(q ?? 1) || 1);
  return { page, limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE };
}

/** A list page's answer: its rows and the count of all. */
export const listAnswer = <T>(data: T[], total: number, { page }: PageAsked) => ({ success: true, data, page, per_page: LIST_PAGE_SIZE, total });
