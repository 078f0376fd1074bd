import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: on a slow phone link each extra request queues ahead of the hero image.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              name: 'shared',
              // Layout, components and pure rules used by several pages; not the form schemas (they pull zod in).
              test: /src[\\/](web[\\/](components[\\/](layout[\\/](?!call-me-form)|ui|catalogue)|i18n|root-data|language-links|seo|nonce)|domain[\\/](?!schemas))/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
