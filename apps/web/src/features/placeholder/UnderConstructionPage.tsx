import { Button, Container, Heading } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LineIcon } from '../../shared/ui/LineIcon';
import { StatusMessage } from '../../shared/ui/StatusMessage';

/** The page of a route that a later issue builds: its title, a notice and the way home. */
export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1" size="xl" mb="6" color="gray.800">
        {title}
      </Heading>
      <StatusMessage
        bg="white"
        borderRadius="lg"
        borderWidth="1px"
        py="16"
        icon={<ToolsIcon />}
        iconColor="brand.500"
        title="该功能正在建设中，敬请期待"
        description="您可以先浏览金融超市中的融资产品。"
      >
        <Button asChild colorPalette="brand">
          <RouterLink to="/">返回首页</RouterLink>
        </Button>
      </StatusMessage>
    </Container>
  );
}

function ToolsIcon() {
  return (
    <LineIcon strokeWidth="1.5">
      <path d="M4 20h16M6 20V10l6-5 6 5v10" strokeLinejoin="round" />
      <path d="M10 20v-5h4v5" strokeLinejoin="round" />
    </LineIcon>
  );
}
