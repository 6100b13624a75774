/** The file fields of REGISTRATION_FILE_FIELDS (typed for translation keys). */
export type FileFieldName =
  | 'image'
  | 'logo'
  | 'banner_image'
  | 'pan_card_front'
  | 'pan_card_back'
  | 'aadhar_card_front'
  | 'aadhar_card_back'
  | 'gas_bill'
  | 'business_proof'
  | 'gst_bill'
  | 'bill_sample'
  | 'business_images'
  | 'otherrDocumentImage';
