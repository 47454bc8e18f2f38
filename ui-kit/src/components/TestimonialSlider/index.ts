export {
  DEFAULT_SWIPE_THRESHOLD_PX,
  TestimonialSlider,
  type Testimonial,
  type TestimonialSliderProps,
} from './TestimonialSlider';
