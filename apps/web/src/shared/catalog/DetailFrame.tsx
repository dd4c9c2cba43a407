import { Box, Breadcrumb, Card, Container, Flex, Grid, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LogoImage } from '../ui/LogoImage';
import { Paragraphs } from '../ui/Paragraphs';

export interface DetailFrameProps {
  /** The list the record belongs to: the breadcrumb's way back (首页 › list › name). */
  parent: { to: string; label: string };
  logo: string;
  name: string;
  /** Beside the name, e.g. the product type or the institution type. */
  badge?: ReactNode;
  /** Lines under the name. */
  meta?: ReactNode;
  /** The header's right side on wide screens, below on phones: figures and actions. */
  aside?: ReactNode;
  /** The content sections (DetailSection). */
  children: ReactNode;
  /** A narrow column beside the sections on wide screens, after them on phones. */
  side?: ReactNode;
}

/** The frame the detail pages share (product and institution): back link, header block, content sections. */
export function DetailFrame({ parent, logo, name, badge, meta, aside, children, side }: DetailFrameProps) {
  return (
    <Container maxW="7xl" py="6">
      <Breadcrumb.Root recipe={breadcrumbSlotRecipe} mb="4" fontSize="sm">
        <Breadcrumb.List flexWrap="wrap">
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/">首页</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={parent.to}>{parent.label}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item minW="0">
            <Breadcrumb.CurrentLink truncate>{name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Card.Root variant="outline" bg="white" mb="6" data-testid="detail-header">
        <Card.Body p={{ base: '4', md: '8' }}>
          <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '5', lg: '8' }} align={{ lg: 'center' }}>
            <HStack gap={{ base: '3', md: '5' }} align="start" flex="1" minW="0">
              <LogoImage src={logo} name={name} size={{ base: '64px', md: '96px' }} />
              <Stack gap="2" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="gray.800" overflowWrap="anywhere">
                    {name}
                  </Heading>
                  {badge}
                </HStack>
                {meta}
              </Stack>
            </HStack>
            {aside && <Stack gap="5">{aside}</Stack>}
          </Flex>
        </Card.Body>
      </Card.Root>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: side ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          {children}
        </Stack>
        {side}
      </Grid>
    </Container>
  );
}

/** One titled section of a detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '6' }} minW="0">
      <Heading as="h2" size="md" mb="4" borderStartWidth="4px" borderColor="brand.600" ps="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The frame's shape while the record loads. */
export function DetailFrameSkeleton() {
  return (
    <Container maxW="7xl" py="6" aria-hidden="true">
      <Skeleton h="200px" borderRadius="lg" mb="6" />
      <Skeleton h="320px" borderRadius="lg" />
    </Container>
  );
}

export interface ProductTexts {
  introduction: string | null | undefined;
  conditions: string | null | undefined;
  materials: string | null | undefined;
}

/** A product's own texts on its detail page: 产品介绍, then 申请条件 and 所需材料 as numbered lists. */
export function ProductTextSections({ product }: { product: ProductTexts }) {
  return (
    <>
      <DetailSection title="产品介绍">
        <Paragraphs text={product.introduction} />
      </DetailSection>
      <DetailSection title="申请条件">
        <Paragraphs text={product.conditions} numbered />
      </DetailSection>
      <DetailSection title="所需材料">
        <Paragraphs text={product.materials} numbered />
      </DetailSection>
    </>
  );
}
