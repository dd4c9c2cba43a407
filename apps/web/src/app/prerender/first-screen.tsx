import { Box, ChakraProvider, Flex } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { EntryCards } from '../../features/home/components/EntryCards';
import { HomeBanner } from '../../features/home/components/HomeBanner';
import { ProductListBanner } from '../../features/products/components/ProductListBanner';
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
 * The portal's first screen as HTML, rendered at build time (scripts/prerender-first-screen.ts) into index.html's
 * #root: the header as a visitor sees it, the home banner and entries, and 金融超市's banner (the two routes a phone
 * lands on most), with their styles inline (emotion renders
 * a style tag before each element and moves them to the head when the app starts). The app replaces it when its
 * JavaScript has run, so a phone paints the page before ~240 KB of script arrives (issue 10, Lighthouse).
 * Nothing is fetched here: the header renders as it does while the session is still unknown.
 */
export function renderFirstScreen(): string {
  return renderToString(
    <ChakraProvider value={system}>
      <MemoryRouter>
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
      </MemoryRouter>
    </ChakraProvider>,
  );
}
