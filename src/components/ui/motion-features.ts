// Loaded asynchronously by <MotionProvider>: framer-motion's DOM animation features stay out of
// the first load, and `m` components animate once they arrive.
export { domAnimation as default } from 'framer-motion'
