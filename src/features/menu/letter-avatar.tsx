import { Box } from '@chakra-ui/react';
import { avatarColor, avatarInitials } from './avatar';

export function LetterAvatar({ name, size = 36 }: { name: string | null | undefined; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      w={`${size}px`}
      h={`${size}px`}
      borderRadius="full"
      borderWidth="2px"
      borderColor="white"
      bg={avatarColor(name)}
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize={size > 32 ? 'sm' : 'xs'}
      fontWeight="bold"
    >
      {avatarInitials(name)}
    </Box>
  );
}
