import { Box, ChakraProvider, Flex } from '@chakra-ui/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, type Navigator, Router } from 'react-router-dom';
import { EntryCards } from '#features/home/components/EntryCards.tsx';
import { HomeBanner } from '#features/home/components/HomeBanner.tsx';
import { HomePage } from '#features/home/pages/HomePage.tsx';
import { ProductListBanner } from '#features/products/components/ProductListBanner.tsx';
import { ProductListPage } from '#features/products/pages/ProductListPage.tsx';
import { type ProductCardItem, ProductSummaryCard } from '#shared/catalog/ProductSummaryCard.tsx';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { system } from '../theme';

/**
 * Ids of the prerendered route contents; the boot script (apps/graph/src/http/first-screen-boot.ts) shows the one of
 * the address's route, or none.
 */
export const FIRST_SCREEN_HOME_ID = 'first-screen-home';
export const FIRST_SCREEN_PRODUCTS_ID = 'first-screen-product';

const ignoreSearch = () => undefined;

/**
 * The portal's router writes hash addresses (`#/product`); the prerender has no window for a HashRouter, so its links
 * get theirs from this navigator. Nothing navigates here: the screen is inert until the app replaces it.
 */
const HASH_HREFS: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The portal's home address as the prerender's router sees it, with hash links. */
function PrerenderRouter({ children }: { children: ReactNode }) {
  return (
    <Router location="/" navigator={HASH_HREFS} static>
      {children}
    </Router>
  );
}

/**
 * The portal's first screen as HTML, rendered at build time (scripts/web-build/prerender-first-screen.ts) into index.html's
 * #root: the header as a visitor sees it, the home banner and entries, and 金融超市's banner (the two routes a phone
 * lands on most), with their styles inline (emotion renders
 * a style tag before each element and moves them to the head when the app starts). The app replaces it when its
 * JavaScript has run, so a phone paints the page before ~240 KB of script arrives (issue 10, Lighthouse).
 * Nothing is fetched here: the header renders as it does while the session is still unknown.
 */
export function renderFirstScreen(): string {
  return renderToString(
    <ChakraProvider value={system}>
      <PrerenderRouter>
        <Flex direction="column" minH="100vh">
          <Header />
          <Box as="main" flex="1">
            <Box id={FIRST_SCREEN_HOME_ID}>
              <HomeBanner />
              <EntryCards />
            </Box>
            <Box id={FIRST_SCREEN_PRODUCTS_ID}>
              <ProductListBanner keyword="" onSearch={ignoreSearch} />
            </Box>
          </Box>
        </Flex>
      </PrerenderRouter>
    </ChakraProvider>,
  );
}

/** The emotion name of the system's global sheet, as the app's ChakraProvider serialises it (prerendered-global.ts). */
export function globalStylesName(): string {
  return css(system._global).name;
}

/**
 * A product as the lists show one, to render the card's classes (the text is never shown): the card's fields as an
 * answer carries them at run time, which the masked type does not spell out.
 */
const SAMPLE_PRODUCT = {
  id: '0',
  name: '示例产品',
  logo: 'sample-logo.png',
  institutionName: '示例机构',
  summary: '示例',
  applyCount: 1,
  minAmount: 10,
  maxAmount: 100,
  rateMin: 3.5,
  rateMax: 4.5,
  minTerm: 1,
  maxTerm: 12,
  productType: { code: 1, label: '信用贷' },
  guaranteeMethods: [{ code: 1, label: '信用' }],
} as ProductCardItem;

/**
 * What else the first screen's routes render when the app starts — the whole home page and 金融超市 while their lists
 * load, the footer, the product cards — rendered only for their styles: index.html carries those classes too, so
 * the app inserts none of them while it starts (issue 10: inserting ~100 rules was most of its first commit).
 */
export function renderFirstScreenStyleSources(): string[] {
  return [
    <Footer key="footer" />,
    <HomePage key="home" />,
    <ProductListPage key="product" />,
    <ProductSummaryCard key="row" product={SAMPLE_PRODUCT} layout="row" />,
    <ProductSummaryCard key="tile" product={SAMPLE_PRODUCT} layout="tile" />,
  ].map((element) =>
    renderToString(
      <ChakraProvider value={system}>
        <PrerenderRouter>{element}</PrerenderRouter>
      </ChakraProvider>,
    ),
  );
}
