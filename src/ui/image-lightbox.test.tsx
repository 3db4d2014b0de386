import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../theme/render-in-tests';
import { ImageLightbox } from './image-lightbox';

const render = renderWithChakra;

describe('ImageLightbox', () => {
  it('shows the image with its tag, and closes from the close button', async () => {
    const onClose = vi.fn();
    render(
      <ImageLightbox
        open
        onClose={onClose}
        src="https://img.example/pod.jpg"
        alt="Proof of delivery photo"
        tag="Front door"
      />,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://img.example/pod.jpg');
    expect(img?.getAttribute('alt')).toBe('Proof of delivery photo');
    expect(document.querySelector('[data-testid="lightbox-tag"]')?.textContent).toBe('Front door');
    const close = document.querySelector<HTMLButtonElement>('button[aria-label="Close image"]');
    await act(async () => {
      close?.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no tag when none is given, and nothing when closed', () => {
    render(<ImageLightbox open={false} onClose={() => undefined} src="x.jpg" alt="x" />);
    expect(document.querySelector('img')).toBeNull();
  });
});
