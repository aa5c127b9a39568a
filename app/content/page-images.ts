/** The feature images of the inquiry and referral pages, beside their forms. */
import { LANDSCAPE, type ImageAsset } from "#app/lib/image-asset.ts";
import inquiry from "./images/inquiry.svg";
import referral from "./images/referral.svg";

export const inquiryImage: ImageAsset = {
  src: inquiry,
  ...LANDSCAPE,
  alt: "A desk with a laptop, a phone, a sticky note and a chat bubble",
};

export const referralImage: ImageAsset = {
  src: referral,
  ...LANDSCAPE,
  alt: "Two people linked by a heart and a curved arrow, with a young plant growing between them",
};
