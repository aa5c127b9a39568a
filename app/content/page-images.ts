/**
 * The feature images of the inquiry and referral pages, beside their forms: each
 * its page's first picture, so each is also inside the HTML (ImageAsset.inlineSrc).
 */
import { LANDSCAPE, type ImageAsset } from "#app/lib/image-asset.ts";
import inquiry from "./images/inquiry.svg";
import inquiryInline from "./images/inquiry.svg?inline";
import referral from "./images/referral.svg";
import referralInline from "./images/referral.svg?inline";

export const inquiryImage: ImageAsset = {
  src: inquiry,
  inlineSrc: inquiryInline,
  ...LANDSCAPE,
  alt: "A desk with a laptop, a phone, a sticky note and a chat bubble",
};

export const referralImage: ImageAsset = {
  src: referral,
  inlineSrc: referralInline,
  ...LANDSCAPE,
  alt: "Two people linked by a heart and a curved arrow, with a young plant growing between them",
};
