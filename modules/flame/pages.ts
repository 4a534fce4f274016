// The questionnaire's pages: five of six statements (browser-safe: the page and the server share it).
import { ITEMS } from './items'

export const PAGE_SIZE = 6
export const PAGES = Math.ceil(ITEMS.length / PAGE_SIZE)
export const itemsOfPage = (page: number) => ITEMS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
